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

/**
 * One line of `actions`, with what the run-out reordering needs: its street, the seat of decisions,
 * deals and shows (decisions also say whether they bet, raised or completed), the cards of deals and
 * shows. `replacement` lines are draw replacements, which belong to their draw, never to a run-out.
 */
type Line =
  | {
      kind: 'action';
      text: string;
      class: 'decision' | 'hole' | 'replacement' | 'board' | 'showdown';
      street: number;
      seat?: number;
      aggressive?: boolean;
      /** Hole deals and shows: the real cards (the text may hide some as `??`). */
      cards?: readonly Card[];
    }
  | { kind: 'comment'; text: string; street: number; startsStreet?: boolean };

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
  const lines = showBeforeRunout(actionLines(events, player, code), player, (seat) => order.indexOf(seat), n);
  const out = [...fields.slice(0, actionsAt).map(write), writeActions(lines), ...fields.slice(actionsAt).map(write)];
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
  let street = 0;
  const action = (text: string, cls: 'decision' | 'hole' | 'replacement' | 'board' | 'showdown', seat?: number, extra: { aggressive?: boolean; cards?: readonly Card[] } = {}) =>
    lines.push({ kind: 'action', text, class: cls, street, ...(seat === undefined ? {} : { seat }), ...extra });
  const comment = (text: string, startsStreet = false) => lines.push({ kind: 'comment', text, street, ...(startsStreet ? { startsStreet } : {}) });
  // Replacements of one draw may come in pieces (a reshuffle in between): one `d dh` per player.
  const replacing: { seat: number; cards: string[] }[] = [];
  const flush = () => {
    const pending = replacing.pop();
    if (pending) action(`d dh ${player(pending.seat)} ${pending.cards.join('')}`, 'replacement');
  };
  for (const e of events) {
    if (e.type !== 'replace' && e.type !== 'reshuffle' && e.type !== 'burn' && e.type !== 'burnSkipped') flush();
    switch (e.type) {
      case 'street':
        street = e.street;
        comment(e.name, true);
        break;
      case 'deal': {
        const bySeat = new Map<number, { codes: string[]; cards: Card[] }>();
        for (const d of e.cards) {
          const dealt = bySeat.get(d.seat) ?? { codes: [], cards: [] };
          dealt.codes.push(code(d.seat, d.card, d.up));
          dealt.cards.push(d.card);
          bySeat.set(d.seat, dealt);
        }
        for (const [seat, dealt] of bySeat) action(`d dh ${player(seat)} ${dealt.codes.join('')}`, 'hole', seat, { cards: dealt.cards });
        break;
      }
      case 'board':
        action(`d db ${e.cards.map(formatCard).join('')}`, 'board');
        break;
      case 'communityCard':
        action(`d db ${formatCard(e.card)}`, 'board');
        break;
      case 'fold':
        action(`${player(e.seat)} f`, 'decision', e.seat);
        break;
      case 'check':
      case 'call':
        action(`${player(e.seat)} cc`, 'decision', e.seat);
        break;
      case 'bet':
      case 'raise':
      case 'complete':
        action(`${player(e.seat)} cbr ${e.to}`, 'decision', e.seat, { aggressive: true });
        break;
      case 'bringIn':
        action(`${player(e.seat)} pb`, 'decision', e.seat);
        break;
      case 'discard':
      case 'draw':
        action(`${player(e.seat)} sd${e.cards.length > 0 ? ` ${e.cards.map((c) => code(e.seat, c)).join('')}` : ''}`, 'decision', e.seat);
        break;
      case 'replace': {
        if (replacing[0] && replacing[0].seat !== e.seat) flush();
        if (!replacing[0]) replacing.push({ seat: e.seat, cards: [] });
        replacing[0]!.cards.push(...e.cards.map((c) => code(e.seat, c)));
        break;
      }
      case 'reshuffle':
        comment('the stub is reshuffled');
        break;
      case 'lowballContinuation':
        comment('nobody opened: the hand goes on as lowball');
        break;
      case 'passedOut':
        comment(`nobody opened: the deal is passed out, ${e.carried} carried`);
        break;
      case 'show':
        action(`${player(e.seat)} sm ${e.cards.map(formatCard).join('')}`, 'showdown', e.seat, { cards: e.cards });
        break;
      case 'muck':
        action(`${player(e.seat)} sm`, 'showdown', e.seat);
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
  return lines;
}

/**
 * PokerKit's order for an all-in: once the betting is over, the hands are shown before the cards
 * that are still to come (board cards, and in stud the later streets' cards), as in the PHH
 * specification's examples. The engine shows at the very end, so a showdown that follows deals with
 * no decision in between moves up in front of them. Never before the end of the first street's
 * deal (players show the cards they hold), and never past a draw's replacements (a draw is a
 * decision: PokerKit shows after the last one). A moved show names the cards held at that point;
 * the run-out cards of a player who has shown are written face up (his hand is public by then).
 * Concessions (`sm` without cards, a manual hand's unknown cards) stay at the end.
 *
 * The moved shows start with the last player to bet, raise or complete in the betting round that
 * ended the action (PokerKit's opener at showdown, the phh-std examples' order), then go clockwise;
 * when that round had no bet (an all-in for the forced bets), the engine's order stays.
 */
function showBeforeRunout(lines: Line[], player: (seat: number) => string, position: (seat: number) => number, players: number): Line[] {
  let first = lines.length;
  while (first > 0 && isClass(lines[first - 1]!, 'showdown')) first--;
  const shows = lines.slice(first).filter((l) => l.kind === 'action' && l.cards !== undefined);
  if (shows.length === 0) return lines;
  const concessions = lines.slice(first).filter((l) => !shows.includes(l));
  // The run-out cannot reach into the first street: its deal gives the players the cards they show.
  const floor = lines.findIndex((l) => l.kind === 'comment' && l.startsStreet === true && l.street > 0);
  if (floor < 0) return lines;
  let start = first;
  while (start > floor && (lines[start - 1]!.kind === 'comment' || isClass(lines[start - 1]!, 'board') || isClass(lines[start - 1]!, 'hole'))) start--;
  const runout = lines.slice(start, first);
  if (!runout.some((l) => isClass(l, 'board') || isClass(l, 'hole'))) return lines;

  const shownSeats = new Set(shows.map((l) => (l.kind === 'action' ? l.seat : undefined)));
  const later = new Map<number, number>();
  const dealt = runout.map((l): Line => {
    if (l.kind !== 'action' || l.class !== 'hole' || l.seat === undefined || !shownSeats.has(l.seat)) return l;
    later.set(l.seat, (later.get(l.seat) ?? 0) + (l.cards?.length ?? 0));
    return { ...l, text: `d dh ${player(l.seat)} ${(l.cards ?? []).map(formatCard).join('')}` };
  });
  const early = shows.map((l): Line => {
    if (l.kind !== 'action' || l.seat === undefined) return l;
    const held = (l.cards ?? []).slice(0, (l.cards?.length ?? 0) - (later.get(l.seat) ?? 0));
    return { ...l, text: `${player(l.seat)} sm ${held.map(formatCard).join('')}`, cards: held };
  });

  const decisions = lines.slice(0, start).filter((l) => isClass(l, 'decision'));
  const lastRound = decisions[decisions.length - 1]?.street;
  const aggressor = decisions.filter((l) => l.street === lastRound && l.kind === 'action' && l.aggressive).pop();
  if (aggressor?.kind === 'action' && aggressor.seat !== undefined) {
    const from = position(aggressor.seat);
    const rank = (l: Line) => (l.kind === 'action' && l.seat !== undefined ? (position(l.seat) - from + players) % players : 0);
    early.sort((a, b) => rank(a) - rank(b));
  }
  // A street comment that heads the run-out stays after the shows, with its cards.
  return [...lines.slice(0, start), ...early, ...dealt, ...concessions];
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
