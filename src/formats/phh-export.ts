import { type Card, formatCard, type HandConfig, type HandEvent, optionsFor } from '../engine';
import { phhVariantOf } from './phh-variants';
import { headsUpReversed, positionOrder, type StoredHand } from './stored-hand';
import { TomlDateTime, type TomlValue, tomlInline, tomlKey, tomlString } from './toml';

/**
 * PHH export (the Poker Hand History format of the University of Toronto Computer Poker Student
 * Research Group, read by PokerKit).
 *
 * Players are numbered in position order: p1 is the first seat left of the button (the small blind;
 * heads-up the big blind), the button is last. Forced bets are not actions (PHH posts them from
 * `antes`, `blinds_or_straddles` and `bring_in`); burns are not written. Amounts of `cbr` are raise-to
 * totals of the round. Croupier's own data travels in `_croupier_*` fields, which PHH readers ignore.
 */
export interface PhhExportOptions {
  /**
   * Seats whose down cards are written; the others' are written `??` (their shown cards at showdown
   * stay visible). Default: every seat (the full record).
   */
  visibleSeats?: readonly number[];
}

type Line = { kind: 'action'; text: string; class: 'decision' | 'hole' | 'board' | 'showdown' } | { kind: 'comment'; text: string };

export function toPhh(hand: StoredHand, options: PhhExportOptions = {}): string {
  const { config, events } = hand;
  const order = positionOrder(
    config.seats.map((s) => s.seat),
    config.button,
  );
  const player = (seat: number) => `p${order.indexOf(seat) + 1}`;
  const visible = options.visibleSeats ? new Set(options.visibleSeats) : null;
  const code = (seat: number, card: Card, up = false) => (visible && !visible.has(seat) && !up ? '??' : formatCard(card));

  const fields: [string, TomlValue][] = [];
  const variant = phhVariantOf(config);
  fields.push(['variant', variant.code]);
  const stud = config.game.family === 'stud';
  const { stakes } = config;
  const n = order.length;
  const blindGame = config.forcedBets === 'blinds';
  // Per position: p1 = small blind (heads-up: big blind), p2 = big blind (heads-up: the button's small blind).
  const bbPosition = n === 2 ? 0 : 1;
  const sbPosition = n === 2 ? 1 : 0;
  const antes = order.map((_, i) => (stakes.anteStyle === 'bigBlind' && blindGame ? (i === bbPosition ? stakes.ante : 0) : stakes.ante));
  fields.push(['antes', headsUpReversed(antes)]);
  if (!stud) {
    const blinds = order.map((_, i) => (!blindGame ? 0 : i === sbPosition ? stakes.smallBlind : i === bbPosition ? stakes.bigBlind : 0));
    fields.push(['blinds_or_straddles', headsUpReversed(blinds)]);
  }
  if (stud) fields.push(['bring_in', stakes.bringIn]);
  if (config.bettingStructure === 'fixedLimit') {
    fields.push(['small_bet', stakes.smallBet], ['big_bet', stakes.bigBet]);
  } else fields.push(['min_bet', stakes.minBet]);
  const bySeat = new Map(config.seats.map((s) => [s.seat, s]));
  fields.push(['starting_stacks', order.map((seat) => bySeat.get(seat)!.stack)]);
  const actionsAt = fields.length;
  if (stakes.ante > 0 && stakes.anteStyle === 'uniform') fields.push(['ante_trimming_status', true]);

  if (hand.createdAt) {
    const t = hand.createdAt;
    const pad = (v: number) => String(v).padStart(2, '0');
    fields.push(['time', new TomlDateTime(`${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`)]);
    fields.push(['time_zone', 'UTC'], ['time_zone_abbreviation', 'UTC'], ['day', t.getUTCDate()], ['month', t.getUTCMonth() + 1], ['year', t.getUTCFullYear()]);
  }
  fields.push(['seats', order], ['seat_count', config.options.maxPlayers]);
  if (config.seats.some((s) => s.name !== undefined && s.name !== '')) fields.push(['players', order.map((seat) => bySeat.get(seat)!.name ?? '')]);

  const ended = events.find((e) => e.type === 'handEnded');
  if (ended?.type === 'handEnded') {
    const finals = new Map(ended.finalStacks.map((s) => [s.seat, s.stack]));
    fields.push(['finishing_stacks', order.map((seat) => finals.get(seat)!)]);
    const won = new Map<number, number>();
    for (const e of events) if (e.type === 'potAwarded') for (const w of e.pot.winners) won.set(w.seat, (won.get(w.seat) ?? 0) + w.amount);
    fields.push(['winnings', order.map((seat) => won.get(seat) ?? 0)]);
  }

  fields.push(['_croupier_id', hand.id], ['_croupier_game', config.game.id], ['_croupier_betting_structure', config.bettingStructure], ['_croupier_button', config.button]);
  if (config.deadMoney > 0) fields.push(['_croupier_dead_money', config.deadMoney]);
  const rake = events.reduce((sum, e) => sum + (e.type === 'potAwarded' ? e.pot.rake : 0), 0);
  if (rake > 0) fields.push(['_croupier_rake', rake]);
  const passed = events.find((e) => e.type === 'passedOut');
  if (passed?.type === 'passedOut') fields.push(['_croupier_carried', passed.carried]);
  fields.push(['_croupier_options', croupierOptions(config)]);

  const write = ([key, value]: [string, TomlValue]) => `${tomlKey(key)} = ${tomlInline(value)}`;
  const out = [...fields.slice(0, actionsAt).map(write), writeActions(actionLines(events, player, code)), ...fields.slice(actionsAt).map(write)];
  return `${out.join('\n')}\n`;
}

/** Every option of the hand that applies to its game (PHH has no field for them). */
export function croupierOptions(config: HandConfig): { [name: string]: TomlValue } {
  const options: { [name: string]: TomlValue } = {};
  const values = config.options as unknown as Record<string, boolean | number | string | null>;
  for (const spec of optionsFor(config.game)) {
    // anteStyle is a stake (the antes array says it); a missing rakeCap means no cap.
    if (spec.kind !== 'option' || spec.name === 'anteStyle') continue;
    const value = values[spec.name];
    if (value === null || value === undefined) continue;
    options[spec.name] = value;
  }
  return options;
}

function actionLines(events: readonly HandEvent[], player: (seat: number) => string, code: (seat: number, card: Card, up?: boolean) => string): Line[] {
  const lines: Line[] = [];
  const action = (text: string, cls: 'decision' | 'hole' | 'board' | 'showdown') => lines.push({ kind: 'action', text, class: cls });
  // Replacements of one draw may come in pieces (a reshuffle in between): one `d dh` per player.
  const replacing: { seat: number; cards: string[] }[] = [];
  const flush = () => {
    const pending = replacing.pop();
    if (pending) action(`d dh ${player(pending.seat)} ${pending.cards.join('')}`, 'hole');
  };
  for (const e of events) {
    if (e.type !== 'replace' && e.type !== 'reshuffle' && e.type !== 'burn' && e.type !== 'burnSkipped') flush();
    switch (e.type) {
      case 'street':
        lines.push({ kind: 'comment', text: e.name });
        break;
      case 'deal': {
        const bySeat = new Map<number, string[]>();
        for (const d of e.cards) bySeat.set(d.seat, [...(bySeat.get(d.seat) ?? []), code(d.seat, d.card, d.up)]);
        for (const [seat, cards] of bySeat) action(`d dh ${player(seat)} ${cards.join('')}`, 'hole');
        break;
      }
      case 'board':
        action(`d db ${e.cards.map(formatCard).join('')}`, 'board');
        break;
      case 'communityCard':
        action(`d db ${formatCard(e.card)}`, 'board');
        break;
      case 'fold':
        action(`${player(e.seat)} f`, 'decision');
        break;
      case 'check':
      case 'call':
        action(`${player(e.seat)} cc`, 'decision');
        break;
      case 'bet':
      case 'raise':
      case 'complete':
        action(`${player(e.seat)} cbr ${e.to}`, 'decision');
        break;
      case 'bringIn':
        action(`${player(e.seat)} pb`, 'decision');
        break;
      case 'discard':
      case 'draw':
        action(`${player(e.seat)} sd${e.cards.length > 0 ? ` ${e.cards.map((c) => code(e.seat, c)).join('')}` : ''}`, 'decision');
        break;
      case 'replace': {
        if (replacing[0] && replacing[0].seat !== e.seat) flush();
        if (!replacing[0]) replacing.push({ seat: e.seat, cards: [] });
        replacing[0]!.cards.push(...e.cards.map((c) => code(e.seat, c)));
        break;
      }
      case 'reshuffle':
        lines.push({ kind: 'comment', text: 'the stub is reshuffled' });
        break;
      case 'lowballContinuation':
        lines.push({ kind: 'comment', text: 'nobody opened: the hand goes on as lowball' });
        break;
      case 'passedOut':
        lines.push({ kind: 'comment', text: `nobody opened: the deal is passed out, ${e.carried} carried` });
        break;
      case 'show':
        action(`${player(e.seat)} sm ${e.cards.map(formatCard).join('')}`, 'showdown');
        break;
      case 'muck':
        action(`${player(e.seat)} sm`, 'showdown');
        break;
      case 'ante':
      case 'blind':
      case 'burn':
      case 'burnSkipped':
      case 'discardRound':
      case 'drawRound':
      case 'openers':
      case 'showdownStarted':
      case 'betReturned':
      case 'roundEnded':
      case 'potAwarded':
      case 'handEnded':
        break;
      default:
        return assertNever(e);
    }
  }
  flush();
  return showBeforeRunout(lines);
}

/**
 * PokerKit's order for an all-in: the hands are shown once the betting is over, before the board
 * cards that are still to come. The engine shows at the very end, so a showdown that follows board
 * deals with no decision in between moves up in front of them.
 */
function showBeforeRunout(lines: Line[]): Line[] {
  let first = lines.length;
  while (first > 0 && isClass(lines[first - 1]!, 'showdown')) first--;
  if (first === lines.length) return lines;
  let start = first;
  while (start > 0 && (lines[start - 1]!.kind === 'comment' || isClass(lines[start - 1]!, 'board'))) start--;
  if (start === first || !lines.slice(start, first).some((l) => isClass(l, 'board'))) return lines;
  // Keep a street comment that heads the run-out after the shows, with its board cards.
  return [...lines.slice(0, start), ...lines.slice(first), ...lines.slice(start, first)];
}

function isClass(line: Line, cls: string): boolean {
  return line.kind === 'action' && line.class === cls;
}

function writeActions(lines: readonly Line[]): string {
  const body = lines.map((l) => (l.kind === 'comment' ? `  # ${l.text}` : `  ${tomlString(l.text)},`));
  return ['actions = [', ...body, ']'].join('\n');
}

function assertNever(value: never): never {
  throw new RangeError(`unexpected event: ${JSON.stringify(value)}`);
}
