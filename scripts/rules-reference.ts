import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GamesService } from '../src/games/games.service';
import type { BettingRoundDto, DealStepDto, GameDto } from '../src/games/dto/game.dto';

/**
 * docs/rules.md, written from the catalogue `GET /v1/games` serves (itself the engine's game table),
 * so the reference cannot describe a rule the engine does not hold. `npm run docs:rules` rewrites the
 * marked section; a unit test fails when it is stale. The hand-written preamble above the markers stays.
 */
export const START = '<!-- games-reference:start (npm run docs:rules writes everything down to the end marker) -->';
export const END = '<!-- games-reference:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const OPENERS: Record<string, string> = {
  leftOfBigBlind: 'first player left of the big blind (heads-up: the button)',
  leftOfButton: 'first active player left of the button (heads-up: the big blind)',
  bringIn: 'the bring-in (lowest door card; in razz the highest)',
  bestShowingHand: 'best showing hand (in razz the lowest), ties by position',
};

const FORCED_BETS: Record<string, string> = {
  blinds: 'small and big blind',
  antesAndBringIn: 'antes, then the bring-in',
  antes: 'antes',
};

const HAND_FORMING: Record<string, string> = {
  best5of7: 'best five of all the cards a player can use',
  exactly2plus3: 'exactly two hole cards with exactly three board cards',
  all5: 'all five hole cards',
};

const RANKINGS: Record<string, string> = {
  high: 'standard high',
  aceToFive: 'ace-to-five low',
  eightOrBetter: 'ace-to-five low, eight or better to qualify',
  deuceToSeven: 'deuce-to-seven low',
};

function step(s: DealStepDto): string {
  switch (s.kind) {
    case 'burn':
      return 'burn one';
    case 'hole': {
      const faces = s.faces ?? [];
      const down = faces.filter((f) => f === 'down').length;
      const up = faces.length - down;
      const parts = [down ? `${down} down` : '', up ? `${up} up` : ''].filter(Boolean).join(' + ');
      return `${parts} to each player (${faces.join(', ')})`;
    }
    case 'board':
      return `${s.count} to the board`;
    case 'discard':
      return `each player discards ${s.count}`;
    default:
      return 'draw (discard and replace)';
  }
}

function roundRow(round: BettingRoundDto, index: number): string {
  const dealt = round.before.length ? round.before.map(step).join('; ') : '—';
  return `| ${index + 1} | ${cell(round.name)} | ${cell(dealt)} | ${round.unit} | ${cell(OPENERS[round.firstToAct] ?? round.firstToAct)} |`;
}

const value = (v: unknown) => (v === null || v === undefined ? '—' : `\`${JSON.stringify(v)}\``);

/** One game's section: table size, forced bets, streets, hand forming, rankings, structures, options. */
export function gameSection(game: GameDto): string {
  const { high, low, split } = game.rankings;
  const players = `${game.minPlayers}–${game.maxPlayers}${game.usualMaxPlayers ? ` (usually up to ${game.usualMaxPlayers})` : ''}`;
  const ranking = [high ? `high: ${RANKINGS[high] ?? high}` : '', low ? `low: ${RANKINGS[low] ?? low}` : '']
    .filter(Boolean)
    .join('; ');
  const structures = game.bettingStructures.allowed
    .map((s) => (s === game.bettingStructures.default ? `\`${s}\` (default)` : `\`${s}\``))
    .join(', ');
  const { down, up, atShowdown, board } = game.cards;
  return [
    `### ${game.name} (\`${game.id}\`)`,
    '',
    `- Family: ${game.family}; players: ${players}; rules: ${game.rules}.`,
    `- Forced bets: ${FORCED_BETS[game.forcedBets] ?? game.forcedBets}.`,
    `- Cards: ${down} down and ${up} up per player, ${atShowdown} held at showdown, ${board} on the board.`,
    `- Hand forming: ${HAND_FORMING[game.handForming] ?? game.handForming}.`,
    `- Rankings: ${ranking}; pot: ${split === 'hiLo' ? 'split high/low' : `${split} only`}.`,
    `- Betting structures: ${structures}.`,
    ...(game.maxDraw !== undefined ? [`- A draw replaces at most ${game.maxDraw} cards.`] : []),
    '',
    '| Round | Name | Dealt before it | Fixed-limit unit | First to act |',
    '|---|---|---|---|---|',
    ...game.bettingRounds.map(roundRow),
    '',
    '| Option | Kind | Type | Default | Meaning |',
    '|---|---|---|---|---|',
    ...game.options.map(
      (o) =>
        `| \`${o.name}\` | ${o.kind} | ${o.type}${o.values ? ` (${o.values.map((v) => `\`${v}\``).join(', ')})` : ''} | ${value(o.default)}${o.required ? ` (required in ${cell(o.required)})` : ''} | ${cell(o.description)} |`,
    ),
  ].join('\n');
}

/** The generated part of docs/rules.md: one section per game of the catalogue, in its order. */
export function gamesReference(games: readonly GameDto[] = new GamesService().list().games): string {
  return [`## The games (${games.length})`, '', ...games.map((g) => `${gameSection(g)}\n`)].join('\n').trimEnd();
}

/** docs/rules.md with its marked section replaced by the current reference. */
export function withGamesReference(doc: string, reference: string = gamesReference()): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/rules.md has no section between ${START} and ${END}`);
  return `${doc.slice(0, start + START.length)}\n${reference}\n${doc.slice(end)}`;
}

if (require.main === module) {
  // npm runs scripts from the project root.
  const DOC = path.resolve(process.cwd(), 'docs', 'rules.md');
  const doc = readFileSync(DOC, 'utf8');
  const updated = withGamesReference(doc);
  if (updated !== doc) writeFileSync(DOC, updated);
  process.stderr.write(updated === doc ? 'docs/rules.md already current\n' : 'docs/rules.md rewritten\n');
}
