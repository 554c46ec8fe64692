import { type Action, apply, type Card, createHand, findGame, formatCard, type GameDefinition, type HandConfigInput, parseCard, UNKNOWN, validateConfig } from '../engine';
import { findPhhVariant, PHH_VARIANTS_NOT_DEALT, type PhhVariant } from './phh-variants';
import { headsUpReversed, positionOrder } from './stored-hand';
import { isTomlDateTime, isTomlTable, parseToml, TomlDateTime, type TomlTable, type TomlValue } from './toml';

/**
 * PHH import: reading `.phh` / `.phhs` text, and mapping one PHH document to a Croupier hand that
 * is dealt by hand (`dealing: 'manual'`): its configuration and the actions that replay it, the
 * dealer's deals included.
 */

/** A parsed PHH document: its fields as TOML values, nothing interpreted yet. */
export type PhhDocument = TomlTable;

/** A problem with a PHH file: where (a JSON pointer into the document, and the line for syntax errors) and why. */
export interface PhhError {
  pointer: string;
  detail: string;
  line?: number;
  column?: number;
}

export type PhhParseResult = { ok: true; document: PhhDocument } | { ok: false; errors: PhhError[] };
export type PhhsParseResult = { ok: true; documents: { label: string; document: PhhDocument }[] } | { ok: false; errors: PhhError[] };

/** Reads one `.phh` document (TOML). */
export function parsePhh(text: string): PhhParseResult {
  const parsed = parseToml(text);
  if (!parsed.ok) return { ok: false, errors: [syntaxError(parsed.error)] };
  return { ok: true, document: parsed.value };
}

/** Reads a `.phhs` file: hands in `[label]` sections (PokerKit writes `[1]`, `[2]`, ...), in file order. */
export function parsePhhs(text: string): PhhsParseResult {
  const parsed = parseToml(text);
  if (!parsed.ok) return { ok: false, errors: [syntaxError(parsed.error)] };
  const errors: PhhError[] = [];
  for (const key of Object.keys(parsed.value)) {
    if (!parsed.tables.includes(key)) errors.push({ pointer: `/${escapePointer(key)}`, detail: `'${key}' stands before the first [section]; a .phhs file holds its hands in [1], [2], ... sections` });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, documents: parsed.tables.map((label) => ({ label, document: parsed.value[label] as TomlTable })) };
}

function syntaxError(e: { line: number; column: number; message: string }): PhhError {
  return { pointer: '', line: e.line, column: e.column, detail: `line ${e.line}, column ${e.column}: ${e.message}` };
}

/**
 * The PHH date and time fields (`year`, `month`, `day`, `time`, `time_zone`) as an ISO instant, if the
 * document has a date. `time_zone` is an IANA zone (`America/New_York`) or `UTC`; a zone this runtime
 * does not know leaves the time out rather than giving a wrong one.
 */
export function phhPlayedAt(document: PhhDocument): string | undefined {
  const { year, month, day, time, time_zone: zone } = document;
  if (!isWhole(year) || !isWhole(month) || !isWhole(day)) return undefined;
  const clock = time instanceof TomlDateTime ? /^(\d{2}):(\d{2}):(\d{2})/.exec(time.text) : null;
  const wall = Date.UTC(year, month - 1, day, Number(clock?.[1] ?? 0), Number(clock?.[2] ?? 0), Number(clock?.[3] ?? 0));
  if (Number.isNaN(wall) || year < 1970 || year > 9999) return undefined;
  if (zone === undefined || zone === 'UTC') return new Date(wall).toISOString();
  if (typeof zone !== 'string') return undefined;
  try {
    // The zone's offset at that moment: what its clocks read at `wall` taken as UTC, minus `wall`.
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(wall);
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const offset = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - wall;
    return new Date(wall - offset).toISOString();
  } catch {
    return undefined;
  }
}

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** A hand configuration for manual dealing (`deal` actions name the cards; there is no deck). */
export type ManualHandConfigInput = HandConfigInput & { dealing: 'manual' };

/** One engine action and the index of the PHH `actions` entry it comes from. */
export interface ImportedAction {
  index: number;
  action: Action;
}

export type PhhImport =
  | {
      ok: true;
      variant: PhhVariant;
      config: ManualHandConfigInput;
      /** In the order the engine takes them; showdown reveals come after the last deal (PHH may write them before an all-in run-out). */
      actions: ImportedAction[];
      /** Seat numbers of p1, p2, ... (position order: the button is last). */
      seatOrder: number[];
      /** `finishing_stacks`, in position order, when the document has them. */
      finishingStacks?: number[];
    }
  | { ok: false; errors: PhhError[] };

/**
 * Maps a PHH document to a manually dealt Croupier hand.
 *
 * Configuration: the game and structure come from `variant` (see `PHH_VARIANTS`) or from
 * `_croupier_game` / `_croupier_betting_structure`; stakes from `antes` (uniform, or a big-blind
 * ante), `blinds_or_straddles` (a small and a big blind; straddles are refused), `bring_in`,
 * `small_bet`, `big_bet`, `min_bet`; seats from `seats` (default 1..n in position order), stacks from
 * `starting_stacks`, names from `players`, options from `_croupier_options`. The button is the last
 * player.
 *
 * Actions: `d dh pN cards` → `{ type: 'deal', seat, cards }` (one player's cards for a dealing step,
 * or a draw's replacements; consecutive `d dh` lines that give one player cards twice, as a file
 * dealt a card at a time does, are merged into his one deal up to the step's count in the game's
 * street table, so a stud run-out's streets written back to back stay one deal each);
 * `d db cards` → `{ type: 'deal', cards }` (board, stud community card);
 * `pN f` → fold; `pN cc` → check or call (whichever the bet to him makes it); `pN cbr X` → bet, raise
 * or, on the stud bring-in round, complete, to X; `pN pb` → bringIn; `pN sd cards` → draw (draw games;
 * none = stand pat) or discard (pineapple family). `pN sm cards` reveals a hand at showdown: a player
 * holding unknown cards (`??`) shows them with `{ type: 'show', seat, cards }`; in a showdown where
 * players choose (`allowMuck`, nobody all-in) a later player shows with `{ type: 'show', seat }`;
 * otherwise the engine shows the hand itself and the line only has to agree with the dealt cards.
 * A show names the cards held where it is written: PokerKit shows an all-in hand before the cards
 * still to come, and those cards (if dealt known) complete it; a player may show again later. The
 * engine takes the shows after the last deal, in its own show order, whatever order the file uses.
 * `pN sm` (no cards) concedes: `{ type: 'muck', seat }` (and a hand that has a muck gets `allowMuck`
 * unless `_croupier_options` says otherwise).
 *
 * Unknown cards are the engine's `UNKNOWN` (written `??`).
 */
export function fromPhh(input: PhhDocument | string): PhhImport {
  let doc: PhhDocument;
  if (typeof input === 'string') {
    const parsed = parsePhh(input);
    if (!parsed.ok) return parsed;
    doc = parsed.document;
  } else doc = input;

  const errors: PhhError[] = [];
  const err = (pointer: string, detail: string) => errors.push({ pointer, detail });
  const fields = new FieldReader(doc, err);

  // The variant.
  const code = fields.string('variant', true);
  let variant: PhhVariant | undefined;
  if (code !== undefined) {
    variant = findPhhVariant(code);
    if (!variant) {
      const notDealt = PHH_VARIANTS_NOT_DEALT[code];
      err('/variant', notDealt ? `'${code}' is ${notDealt}, which Croupier does not deal` : `unknown variant '${code}'; PHH_VARIANTS lists the codes Croupier reads (FT, NT, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D and Croupier's own)`);
    }
  }
  const croupierGame = fields.string('_croupier_game', false);
  const croupierStructure = fields.string('_croupier_betting_structure', false);
  if (variant && croupierGame !== undefined && croupierGame !== variant.game) err('/_croupier_game', `_croupier_game '${croupierGame}' does not match variant '${variant.code}' (${variant.game})`);
  if (variant && croupierStructure !== undefined && croupierStructure !== variant.bettingStructure) {
    err('/_croupier_betting_structure', `_croupier_betting_structure '${croupierStructure}' does not match variant '${variant.code}' (${variant.bettingStructure})`);
  }
  if (!variant) return { ok: false, errors };
  const game = findGame(variant.game)!;
  const stud = game.family === 'stud';
  const fixedLimit = variant.bettingStructure === 'fixedLimit';

  // Players.
  const stacks = fields.chipArray('starting_stacks', true, 1);
  const n = stacks?.length ?? 0;
  if (stacks && n < 2) err('/starting_stacks', 'a hand needs at least two players');
  const sameLength = (key: string, values: unknown[] | undefined) => {
    if (values && stacks && values.length !== n) err(`/${key}`, `${key} has ${values.length} entries but starting_stacks has ${n}: one per player, in the same order`);
  };
  const antes = fields.chipArray('antes', true, 0);
  sameLength('antes', antes);
  const blindsRequired = !stud && game.id !== 'jacksOrBetter' && game.id !== 'lowballDraw';
  const blinds = fields.chipArray('blinds_or_straddles', blindsRequired, 0);
  sameLength('blinds_or_straddles', blinds);
  const seatsField = fields.intArray('seats', false);
  sameLength('seats', seatsField);
  const names = fields.stringArray('players');
  sameLength('players', names);
  const finishing = fields.chipArray('finishing_stacks', false, 0);
  sameLength('finishing_stacks', finishing);

  const bringIn = stud ? fields.chips('bring_in', true, 1) : fields.forbidden('bring_in', `${game.name} has no bring-in`);
  const smallBet = fixedLimit ? fields.chips('small_bet', true, 1) : fields.forbidden('small_bet', 'small_bet and big_bet are fixed-limit stakes; this variant uses min_bet');
  const bigBet = fixedLimit ? fields.chips('big_bet', true, 1) : fields.forbidden('big_bet', 'small_bet and big_bet are fixed-limit stakes; this variant uses min_bet');
  const minBet = fixedLimit ? fields.forbidden('min_bet', 'min_bet is for pot and no limit; fixed limit uses small_bet and big_bet') : fields.chips('min_bet', true, 1);
  const deadMoney = fields.chips('_croupier_dead_money', false, 0);
  const options = fields.options(variant);

  // Seats: clockwise from the seat left of the button to the button.
  let seatOrder = Array.from({ length: n }, (_, i) => i + 1);
  if (seatsField && seatsField.length === n && n >= 2) {
    if (new Set(seatsField).size !== n || seatsField.some((s) => s < 0)) err('/seats', 'seat numbers are distinct whole numbers of 0 or more');
    else if (positionOrder(seatsField, seatsField[n - 1]!).join() !== seatsField.join()) {
      err('/seats', `seats go clockwise from p1 (left of the button) to the button (the last player): a rotation of ascending seat numbers, not ${seatsField.join(', ')}`);
    } else seatOrder = seatsField;
  }
  const button = seatOrder[n - 1]!;
  const croupierButton = fields.int('_croupier_button', false);
  if (croupierButton !== undefined && n >= 2 && croupierButton !== button) err('/_croupier_button', `_croupier_button ${croupierButton} is not the last player's seat (${button})`);

  // Forced bets, by position (p1 first); PHH writes them reversed heads-up.
  const sbPos = n === 2 ? 1 : 0;
  const bbPos = n === 2 ? 0 : 1;
  const stakes: NonNullable<HandConfigInput['stakes']> = {};
  const blindsBy = blinds && blinds.length === n ? headsUpReversed(blinds) : Array<number>(n).fill(0);
  const antesBy = antes && antes.length === n ? headsUpReversed(antes) : Array<number>(n).fill(0);
  blindsBy.forEach((b, i) => {
    if (b > 0 && i !== sbPos && i !== bbPos) err('/blinds_or_straddles', `p${i + 1} posts ${b}: straddles are not supported, only a small blind (p${sbPos + 1}) and a big blind (p${bbPos + 1})`);
  });
  const smallBlind = blindsBy[sbPos] ?? 0;
  const bigBlind = blindsBy[bbPos] ?? 0;
  const hasBlinds = smallBlind > 0 || bigBlind > 0;
  if (stud && hasBlinds) err('/blinds_or_straddles', 'stud games have a bring-in, not blinds');
  if (game.id === 'jacksOrBetter' && hasBlinds) err('/blinds_or_straddles', `${game.name} has antes only, no blinds`);
  if (hasBlinds || game.forcedBets === 'blinds') {
    if (!stud) {
      stakes.smallBlind = smallBlind;
      stakes.bigBlind = bigBlind;
    }
  }
  const anteValues = new Set(antesBy);
  if (anteValues.size <= 1) stakes.ante = antesBy[0] ?? 0;
  else if (hasBlinds && antesBy.every((a, i) => a === 0 || i === bbPos)) {
    stakes.ante = antesBy[bbPos]!;
    stakes.anteStyle = 'bigBlind';
  } else err('/antes', 'antes are uniform (everyone posts the same) or a big-blind ante (only the big blind posts); others are not supported');
  if (bringIn !== undefined) stakes.bringIn = bringIn;
  if (smallBet !== undefined) stakes.smallBet = smallBet;
  if (bigBet !== undefined) stakes.bigBet = bigBet;
  if (minBet !== undefined) stakes.minBet = minBet;

  const rawActions = fields.stringArray('actions', true);
  if (errors.length > 0 || !stacks || !rawActions) return { ok: false, errors };

  const players: PlayerTrack[] = seatOrder.map((seat, i) => ({ seat, stack: stacks[i]!, bet: 0, folded: false, hole: [] }));
  const tracker = new Tracker(game, fixedLimit, players, { smallBlind, bigBlind, antes: antesBy, anteStyle: stakes.anteStyle ?? 'uniform', bringIn: bringIn ?? 0, smallBet: smallBet ?? 0 }, sbPos, bbPos, hasBlinds);
  const actions: ImportedAction[] = [];
  const reveals: Reveal[] = [];
  const deals = new DealRuns(game);
  rawActions.forEach((text, index) => {
    const parsed = parseActionLine(text, n);
    if ('error' in parsed) return err(`/actions/${index}`, `'${text}': ${parsed.error}`);
    if (parsed.kind === 'noop') return;
    if (parsed.kind !== 'hole') deals.interrupt();
    if (parsed.kind === 'reveal') {
      // The cards he holds now: PokerKit shows an all-in hand before the cards still to come.
      reveals.push({ index, text, player: parsed.player, cards: parsed.cards, held: [...players[parsed.player]!.hole] });
      return;
    }
    const result = tracker.apply(parsed);
    if (typeof result === 'string') return err(`/actions/${index}`, `'${text}': ${result}`);
    if (result.type === 'deal' && result.seat !== undefined) {
      const deal = deals.add(result.seat, result.cards);
      if (deal) actions.push({ index, action: { type: 'deal', seat: result.seat, cards: deal } });
      return;
    }
    if (result.type === 'draw') deals.owe(result.seat, result.cards.length);
    actions.push({ index, action: result });
  });
  if (errors.length > 0) return { ok: false, errors };

  // The showdown, after the last deal: who shows by himself and who decides.
  tracker.closeRound();
  if (reveals.some((r) => r.cards === null) && options.allowMuck === undefined) options.allowMuck = true;
  const config: ManualHandConfigInput = {
    game: game.id,
    bettingStructure: variant.bettingStructure,
    stakes,
    seats: seatOrder
      .map((seat, i) => ({ seat, stack: stacks[i]!, ...(names?.[i] ? { name: names[i] } : {}) }))
      .sort((a, b) => a.seat - b.seat),
    button,
    dealing: 'manual',
    ...(deadMoney ? { deadMoney } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
  const choosing = options.allowMuck === true && players.every((p) => p.folded || p.stack > 0);
  let shown = 0;
  for (const group of inShowOrder(reveals, config, actions, seatOrder)) {
    const p = players[group[0]!.player]!;
    const unknown = p.hole.includes(UNKNOWN);
    // His hand as the shows name it: each show names the cards he held when it was written.
    const hand = [...p.hole];
    let named = true;
    for (const r of group) {
      const where = `/actions/${r.index}`;
      const fail = (detail: string) => {
        err(where, `'${r.text}': ${detail}`);
        named = false;
      };
      if (p.folded) {
        fail(`p${r.player + 1} is no longer in the hand`);
        break;
      }
      if (r.cards === null) {
        if (!unknown && !(choosing && shown > 0)) {
          fail(`p${r.player + 1} may not concede here: ${choosing ? 'the first hand is always shown' : 'mucking needs allowMuck and nobody all-in'}`);
          break;
        }
        p.folded = true;
        actions.push({ index: r.index, action: { seat: p.seat, type: 'muck' } });
        break;
      }
      if (!startsWith(p.hole, r.held)) {
        fail(`p${r.player + 1} shows before his hand changes (${describe(r.held)}, then ${describe(p.hole)}); write the show after his last draw or discard`);
        break;
      }
      if (r.held.includes(UNKNOWN)) {
        const ordered = r.cards === 'held' ? null : nameUnknown(r.held, r.cards);
        if (!ordered) {
          fail(`p${r.player + 1} holds ${describe(r.held)}; the show must name every card, the known ones included`);
          break;
        }
        hand.splice(0, ordered.length, ...ordered);
      } else if (r.cards !== 'held' && !sameCards(r.cards, r.held)) {
        fail(`p${r.player + 1} was dealt ${describe(r.held)}, not ${describe(r.cards)}`);
        break;
      }
    }
    if (!named || p.folded) continue;
    const last = group[group.length - 1]!;
    if (unknown) {
      if (hand.includes(UNKNOWN)) {
        err(`/actions/${last.index}`, `'${last.text}': p${last.player + 1} was dealt ${describe(hand)}; a show after his last card must name the ones still unknown`);
        continue;
      }
      actions.push({ index: last.index, action: { seat: p.seat, type: 'show', cards: hand } });
    } else if (choosing && shown > 0) actions.push({ index: last.index, action: { seat: p.seat, type: 'show' } });
    shown++;
  }
  if (errors.length > 0) return { ok: false, errors };

  return { ok: true, variant, config, actions, seatOrder, ...(finishing ? { finishingStacks: finishing } : {}) };
}

interface Reveal {
  index: number;
  text: string;
  player: number;
  /** null: mucks; 'held': `-`, the cards he was dealt. */
  cards: Card[] | null | 'held';
  /** The cards he held when the line was written (an all-in hand may show before the run-out). */
  held: Card[];
}

/**
 * The hole deals as the engine takes them: one deal per player per dealing step of the game's street
 * table (stud third street: 3 cards; each later street: 1), and one per player for a draw's
 * replacements. A file dealt a card at a time (p1, p2, p1, p2) writes a player's step in pieces:
 * consecutive `d dh` lines for one player are merged while his step (or his replacements) has room,
 * never across a step's end, so a stud run-out's streets written back to back stay one deal each.
 */
class DealRuns {
  /** Cards per player of each hole-dealing step, in dealing order. */
  private readonly steps: number[];
  /** Step cards each seat has been dealt (replacements aside). */
  private readonly dealt = new Map<number, number>();
  /** Replacements each seat is owed for his draw. */
  private readonly owed = new Map<number, number>();
  /** The deal of each seat that later lines of this run may still join. */
  private readonly open = new Map<number, { cards: Card[]; room: number; replacement: boolean }>();

  constructor(game: GameDefinition) {
    this.steps = game.streets.flatMap((street) => street.steps.flatMap((step) => (step.kind === 'hole' ? [step.faces.length] : [])));
  }

  /** A line that is not a hole deal ends the run. */
  interrupt(): void {
    this.open.clear();
  }

  /** A draw: the player's next `count` cards are his replacements. */
  owe(seat: number, count: number): void {
    this.owed.set(seat, (this.owed.get(seat) ?? 0) + count);
  }

  /** A `d dh` line: the cards of a new deal, or null when they join the seat's open deal. */
  add(seat: number, cards: readonly Card[]): Card[] | null {
    const owed = this.owed.get(seat) ?? 0;
    const replacement = owed > 0;
    const before = this.dealt.get(seat) ?? 0;
    if (replacement) this.owed.set(seat, Math.max(0, owed - cards.length));
    else this.dealt.set(seat, before + cards.length);
    const current = this.open.get(seat);
    if (current && current.replacement === replacement && cards.length <= current.room) {
      current.cards.push(...cards);
      current.room -= cards.length;
      return null;
    }
    const room = replacement ? owed : this.roomAt(before, cards.length);
    const deal = { cards: [...cards], room: Math.max(0, room - cards.length), replacement };
    this.open.set(seat, deal);
    return deal.cards;
  }

  /** The cards left in the step a player with `dealt` step cards is in (beyond the table: just these). */
  private roomAt(dealt: number, count: number): number {
    let end = 0;
    for (const size of this.steps) {
      end += size;
      if (dealt < end) return end - dealt;
    }
    return count;
  }
}

/**
 * The reveals grouped by player, in the order the engine reveals the hands. A file may write them
 * from the last aggressor before an all-in run-out (PokerKit, the PHH examples) while the engine,
 * showing at the end, starts from the last round's opener; the order is the one the engine reaches
 * by replaying the imported actions. When that replay fails, the file's order stays (replaying the
 * import then reports the problem).
 */
function inShowOrder(reveals: readonly Reveal[], config: ManualHandConfigInput, actions: readonly ImportedAction[], seatOrder: readonly number[]): Reveal[][] {
  const groups = new Map<number, Reveal[]>();
  for (const r of reveals) groups.set(r.player, [...(groups.get(r.player) ?? []), r]);
  const list = [...groups.values()];
  if (list.length < 2) return list;
  const order = engineShowOrder(config, actions);
  if (!order) return list;
  const rank = (group: Reveal[]) => {
    const at = order.indexOf(seatOrder[group[0]!.player]!);
    return at < 0 ? order.length : at;
  };
  return list.sort((a, b) => rank(a) - rank(b));
}

/** The seats in the engine's show order once the actions are replayed, or null. */
function engineShowOrder(config: ManualHandConfigInput, actions: readonly ImportedAction[]): number[] | null {
  const valid = validateConfig(config);
  if (!valid.ok) return null;
  let { state } = createHand(valid.config);
  for (const { action } of actions) {
    const result = apply(state, action);
    if (!result.ok) return null;
    state = result.state;
  }
  return state.showdown ? state.showdown.order.map((i) => state.players[i]!.seat) : null;
}

/** Whether `hand` begins with `prefix`, card for card (unknown cards included). */
function startsWith(hand: readonly Card[], prefix: readonly Card[]): boolean {
  return prefix.length <= hand.length && prefix.every((card, i) => hand[i] === card);
}

type ParsedLine =
  | { kind: 'noop' }
  | { kind: 'board'; cards: Card[] }
  | { kind: 'hole'; player: number; cards: Card[] }
  | { kind: 'fold' | 'checkCall' | 'bringIn'; player: number }
  | { kind: 'cbr'; player: number; to: number }
  | { kind: 'sd'; player: number; cards: Card[] }
  | { kind: 'reveal'; player: number; cards: Card[] | null | 'held' };

const GRAMMAR = "'d db <cards>', 'd dh pN <cards>' or 'pN f|cc|cbr <amount>|pb|sd [<cards>]|sm [<cards>]'";

/** One PHH action notation (PHH `[[Actor Action[ Arguments...]][ # Commentary]]`). */
export function parseActionLine(text: string, players: number): ParsedLine | { error: string } {
  const hash = text.search(/(^|\s)#/);
  const words = (hash < 0 ? text : text.slice(0, hash)).trim().split(/\s+/).filter((w) => w.length > 0);
  if (words.length === 0) return { kind: 'noop' };
  const playerOf = (word: string): number | { error: string } => {
    const m = /^p([1-9][0-9]*)$/.exec(word);
    if (!m) return { error: `'${word}' is not a player; write p1 to p${players}` };
    const index = Number(m[1]) - 1;
    if (index >= players) return { error: `there is no ${word}: the hand has ${players} players (p1 to p${players})` };
    return index;
  };
  const [actor, verb, ...args] = words;
  if (actor === 'd') {
    if (verb === 'db' && args.length === 1) {
      const cards = parseCardList(args[0]!);
      if ('error' in cards) return cards;
      if (cards.includes(UNKNOWN)) return { error: 'board cards are dealt face up: name them' };
      return { kind: 'board', cards };
    }
    if (verb === 'dh' && args.length === 2) {
      const player = playerOf(args[0]!);
      if (typeof player !== 'number') return player;
      const cards = parseCardList(args[1]!);
      if ('error' in cards) return cards;
      return { kind: 'hole', player, cards };
    }
    return { error: `the dealer's actions are 'd db <cards>' and 'd dh pN <cards>'` };
  }
  if (verb === undefined) return { error: `an actor needs an action: ${GRAMMAR}` };
  const player = playerOf(actor!);
  if (typeof player !== 'number') return player;
  const none = args.length === 0;
  switch (verb) {
    case 'f':
      return none ? { kind: 'fold', player } : { error: "'f' takes no argument" };
    case 'cc':
      return none ? { kind: 'checkCall', player } : { error: "'cc' takes no argument" };
    case 'pb':
      return none ? { kind: 'bringIn', player } : { error: "'pb' takes no argument" };
    case 'cbr': {
      if (args.length !== 1) return { error: "'cbr' takes one amount, the total bet of the round it raises to" };
      const raw = args[0]!;
      if (!/^[0-9]+(\.0+)?$/.test(raw)) return { error: `'${raw}' is not a whole number of chips` };
      const to = Number(raw);
      if (!Number.isSafeInteger(to) || to <= 0) return { error: `'${raw}' is not a positive whole number of chips` };
      return { kind: 'cbr', player, to };
    }
    case 'sd': {
      if (none) return { kind: 'sd', player, cards: [] };
      if (args.length !== 1) return { error: "'sd' takes at most one argument: the cards thrown away, written together" };
      const cards = parseCardList(args[0]!);
      if ('error' in cards) return cards;
      return { kind: 'sd', player, cards };
    }
    case 'sm': {
      if (none) return { kind: 'reveal', player, cards: null };
      if (args.length !== 1) return { error: "'sm' takes at most one argument: the cards shown, written together, or -" };
      if (args[0] === '-') return { kind: 'reveal', player, cards: 'held' };
      const cards = parseCardList(args[0]!);
      if ('error' in cards) return cards;
      if (cards.includes(UNKNOWN)) return { error: 'a hand shown at showdown names all its cards (Croupier awards the pot from them)' };
      return { kind: 'reveal', player, cards };
    }
    default:
      return { error: `unknown action '${verb}'; expected ${GRAMMAR}` };
  }
}

/** `AsKd??` → cards, `??` being `UNKNOWN`. */
function parseCardList(text: string): Card[] | { error: string } {
  if (text.length % 2 !== 0 || text.length === 0) return { error: `'${text}' is not a list of cards: write rank+suit pairs together (AsKd) and ?? for an unknown card` };
  const cards: Card[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const code = text.slice(i, i + 2);
    const card = code === '??' ? UNKNOWN : parseCard(code);
    if (card === undefined) return { error: `'${code}' in '${text}' is not a card: ranks 23456789TJQKA, suits cdhs (As, Td), or ?? for an unknown card` };
    cards.push(card);
  }
  return cards;
}

interface PlayerTrack {
  seat: number;
  stack: number;
  bet: number;
  folded: boolean;
  hole: Card[];
}

/**
 * Follows the betting just enough to name each PHH action as the engine does (a `cc` is a check or
 * a call, a `cbr` a bet, a raise or a stud completion) and to know the stacks at showdown. The engine
 * checks everything else (turn order, amounts) when the actions are replayed.
 */
class Tracker {
  private currentBet = 0;
  private street = 0;
  /** A betting action since the last deal or draw: the next deal or draw closes the round. */
  private dirty = false;
  private completed = false;
  private bringInPosted = false;
  private readonly board: Card[] = [];

  constructor(
    private readonly game: GameDefinition,
    private readonly fixedLimit: boolean,
    private readonly players: PlayerTrack[],
    private readonly stakes: { smallBlind: number; bigBlind: number; antes: number[]; anteStyle: 'uniform' | 'bigBlind'; bringIn: number; smallBet: number },
    sbPos: number,
    bbPos: number,
    hasBlinds: boolean,
  ) {
    const pay = (p: PlayerTrack, amount: number, live: boolean) => {
      const paid = Math.min(amount, p.stack);
      p.stack -= paid;
      if (live) p.bet += paid;
      return paid;
    };
    players.forEach((p, i) => {
      const ante = stakes.antes[i] ?? 0;
      if (stakes.anteStyle === 'bigBlind') pay(p, Math.min(ante, p.stack - Math.min(stakes.bigBlind, p.stack)), false);
      else pay(p, ante, false);
    });
    if (hasBlinds) {
      if (stakes.smallBlind > 0) pay(players[sbPos]!, stakes.smallBlind, true);
      const big = pay(players[bbPos]!, stakes.bigBlind, true);
      this.currentBet = Math.max(stakes.bigBlind, big);
    }
  }

  /** The engine action of a dealing, betting or drawing line, or why it cannot be one. */
  apply(line: Exclude<ParsedLine, { kind: 'noop' | 'reveal' }>): Action | string {
    if (line.kind === 'board') {
      this.closeRound();
      const seen = this.live(line.cards);
      if (seen) return seen;
      this.board.push(...line.cards);
      return { type: 'deal', cards: line.cards };
    }
    const p = this.players[line.player]!;
    const name = `p${line.player + 1}`;
    if (p.folded) return `${name} has folded`;
    const seat = p.seat;
    switch (line.kind) {
      case 'hole': {
        this.closeRound();
        const seen = this.live(line.cards);
        if (seen) return seen;
        p.hole.push(...line.cards);
        return { type: 'deal', seat, cards: line.cards };
      }
      case 'sd': {
        this.closeRound();
        const hasDraw = this.game.streets.some((s) => s.steps.some((step) => step.kind === 'draw'));
        const hasDiscard = this.game.streets.some((s) => s.steps.some((step) => step.kind === 'discard'));
        if (!hasDraw && !hasDiscard) return `${this.game.name} has no draws or discards`;
        if (hasDiscard && line.cards.length === 0) return `${this.game.name} discards are mandatory: name the cards thrown away`;
        for (const card of line.cards) {
          const at = p.hole.indexOf(card);
          if (at < 0) return `${name} does not hold ${formatCard(card)} (holds ${describe(p.hole)})`;
          p.hole.splice(at, 1);
        }
        return { seat, type: hasDraw ? 'draw' : 'discard', cards: line.cards };
      }
      case 'fold':
        this.dirty = true;
        p.folded = true;
        return { seat, type: 'fold' };
      case 'checkCall': {
        this.dirty = true;
        if (p.bet >= this.currentBet) return { seat, type: 'check' };
        const paid = Math.min(this.currentBet - p.bet, p.stack);
        p.stack -= paid;
        p.bet += paid;
        return { seat, type: 'call' };
      }
      case 'bringIn': {
        if (this.game.family !== 'stud') return `${this.game.name} has no bring-in`;
        if (this.street !== 0 || this.bringInPosted || this.currentBet > 0) return 'the bring-in is posted once, first, on the first betting round';
        this.dirty = true;
        this.bringInPosted = true;
        const paid = Math.min(this.stakes.bringIn, p.stack);
        p.stack -= paid;
        p.bet += paid;
        this.currentBet = Math.max(this.stakes.bringIn, paid);
        return { seat, type: 'bringIn' };
      }
      case 'cbr': {
        const to = line.to;
        if (to <= this.currentBet) return `${to} does not raise the bet of ${this.currentBet}; to call, write ${name} cc`;
        if (to - p.bet > p.stack) return `${name} has ${p.stack} chips behind and ${p.bet} in front: he can bet or raise to ${p.bet + p.stack} at most`;
        this.dirty = true;
        let type: 'bet' | 'raise' | 'complete';
        if (this.game.family === 'stud' && this.street === 0 && this.fixedLimit && !this.completed) {
          // Stud (§3.3): the first full bet of the bring-in round completes it; a short all-in does not.
          type = 'complete';
          if (2 * to >= this.stakes.smallBet) this.completed = true;
        } else type = this.currentBet === 0 ? 'bet' : 'raise';
        p.stack -= to - p.bet;
        p.bet = to;
        this.currentBet = to;
        return { seat, type, amount: to };
      }
    }
  }

  /** A new deal or draw ends the betting round: the uncalled part of the top bet goes back. */
  closeRound(): void {
    if (!this.dirty) return;
    const bets = this.players.map((p) => p.bet).sort((a, b) => b - a);
    const excess = (bets[0] ?? 0) - (bets[1] ?? 0);
    if (excess > 0) {
      const top = this.players.find((p) => p.bet === bets[0])!;
      top.stack += excess;
    }
    for (const p of this.players) p.bet = 0;
    this.currentBet = 0;
    this.street++;
    this.dirty = false;
  }

  /** A known card cannot be dealt while it is in a hand or on the board. */
  private live(cards: readonly Card[]): string | null {
    const named = cards.filter((c) => c !== UNKNOWN);
    const twice = named.find((c, i) => named.indexOf(c) !== i);
    if (twice !== undefined) return `${formatCard(twice)} is named twice`;
    for (const card of named) {
      const holder = this.players.findIndex((p) => !p.folded && p.hole.includes(card));
      if (holder >= 0) return `${formatCard(card)} is already in p${holder + 1}'s hand`;
      if (this.board.includes(card)) return `${formatCard(card)} is already on the board`;
    }
    return null;
  }
}

/** The shown cards in the places of the hand: known cards where they are, named ones for the `??`. */
function nameUnknown(hole: readonly Card[], shown: readonly Card[]): Card[] | null {
  if (shown.length !== hole.length) return null;
  const rest = [...shown];
  for (const card of hole) {
    if (card === UNKNOWN) continue;
    const at = rest.indexOf(card);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return hole.map((card) => (card === UNKNOWN ? rest.shift()! : card));
}

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  return a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();
}

function describe(cards: readonly Card[]): string {
  return cards.length === 0 ? 'no cards' : cards.map((c) => (c === UNKNOWN ? '??' : formatCard(c))).join('');
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

type OptionValue = boolean | number | string;

/** Typed reads of document fields, each problem reported once with its pointer. */
class FieldReader {
  constructor(
    private readonly doc: PhhDocument,
    private readonly err: (pointer: string, detail: string) => void,
  ) {}

  private get(key: string, required: boolean): TomlValue | undefined {
    const value = this.doc[key];
    if (value === undefined && required) this.err(`/${key}`, `${key} is required`);
    return value;
  }

  string(key: string, required: boolean): string | undefined {
    const value = this.get(key, required);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      this.err(`/${key}`, `${key} is a string`);
      return undefined;
    }
    return value;
  }

  int(key: string, required: boolean): number | undefined {
    const value = this.get(key, required);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      this.err(`/${key}`, `${key} is a whole number`);
      return undefined;
    }
    return value;
  }

  chips(key: string, required: boolean, min: number): number | undefined {
    const value = this.get(key, required);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
      this.err(`/${key}`, `${key} is a whole number of chips${min > 0 ? ' above 0' : ', 0 or more'}${typeof value === 'number' && !Number.isFinite(value) ? ' (unknown amounts such as inf are not supported)' : ''}`);
      return undefined;
    }
    return value;
  }

  forbidden(key: string, why: string): undefined {
    if (this.doc[key] !== undefined) this.err(`/${key}`, why);
    return undefined;
  }

  private array(key: string, required: boolean): TomlValue[] | undefined {
    const value = this.get(key, required);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) {
      this.err(`/${key}`, `${key} is an array`);
      return undefined;
    }
    return value;
  }

  chipArray(key: string, required: boolean, min: number): number[] | undefined {
    const values = this.array(key, required);
    if (!values) return undefined;
    let ok = true;
    values.forEach((v, i) => {
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) {
        ok = false;
        const unknown = typeof v === 'number' && !Number.isFinite(v) ? ' (unknown amounts such as inf are not supported)' : '';
        this.err(`/${key}/${i}`, `${key} holds whole numbers of chips${min > 0 ? ' above 0' : ', 0 or more'}, not ${String(v)}${unknown}`);
      }
    });
    return ok ? (values as number[]) : undefined;
  }

  intArray(key: string, required: boolean): number[] | undefined {
    const values = this.array(key, required);
    if (!values) return undefined;
    const bad = values.findIndex((v) => typeof v !== 'number' || !Number.isSafeInteger(v));
    if (bad >= 0) {
      this.err(`/${key}/${bad}`, `${key} holds whole numbers`);
      return undefined;
    }
    return values as number[];
  }

  stringArray(key: string, required = false): string[] | undefined {
    const values = this.array(key, required);
    if (!values) return undefined;
    const bad = values.findIndex((v) => typeof v !== 'string');
    if (bad >= 0) {
      this.err(`/${key}/${bad}`, `${key} holds strings`);
      return undefined;
    }
    return values as string[];
  }

  /** `_croupier_options`, with the options the variant code implies; a contradiction is an error. */
  options(variant: PhhVariant): Record<string, OptionValue> {
    const options: Record<string, OptionValue> = { ...(variant.options ?? {}) };
    const raw = this.doc._croupier_options;
    if (raw === undefined) return options;
    if (!isTomlTable(raw)) {
      this.err('/_croupier_options', '_croupier_options is an inline table: { name = value, ... }');
      return options;
    }
    for (const [name, value] of Object.entries(raw)) {
      if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'string') {
        this.err(`/_croupier_options/${escapePointer(name)}`, `option ${name} is a boolean, a number or a string${isTomlDateTime(value) ? ', not a date' : ''}`);
        continue;
      }
      if (options[name] !== undefined && options[name] !== value) {
        this.err(`/_croupier_options/${escapePointer(name)}`, `${name} = ${String(value)} contradicts variant '${variant.code}' (${name} = ${String(options[name])})`);
        continue;
      }
      options[name] = value;
    }
    return options;
  }
}
