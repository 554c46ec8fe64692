import { type Card, findGame, formatCard, type HandConfig, type HandConfigInput, type HandEvent, type HandState, type RuleViolationCode, UNKNOWN, validateConfig } from '../engine';
import { readActionLine } from './phh-actions';
import { type ImportedAction, PhhTable } from './phh-table';
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
  /** The engine's rule, when the rules refused an action line. */
  code?: RuleViolationCode;
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
export type { ImportedAction } from './phh-table';

export type ManualHandConfigInput = HandConfigInput & { dealing: 'manual' };

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
      /** The hand as the engine played it: every line applied once, as it was read. */
      hand: { config: HandConfig; state: HandState; events: HandEvent[] };
    }
  | { ok: false; errors: PhhError[] };

/**
 * Maps a PHH document to a manually dealt Croupier hand, and plays it on the engine: each action
 * line is applied as it is read (see `PhhTable`), and the first line the rules refuse ends the
 * import with the engine's rule and message.
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
 * dealt a card at a time does, are merged into his one deal up to the count the engine deals, so a
 * stud run-out's streets written back to back stay one deal each);
 * `d db cards` → `{ type: 'deal', cards }` (board, stud community card);
 * `pN f` → fold; `pN cc` → `checkOrCall`; `pN cbr X` → `betOrRaiseTo` X (the engine makes it a bet,
 * a raise or, on the stud bring-in round, a completion); `pN pb` → bringIn; `pN sd cards` → draw (draw games;
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

  // Every line is read first (its grammar, and what the game has at all); the first bad line ends
  // what is applied to the engine below, so no refusal there is an echo of a line not understood.
  const lines = rawActions.map((text, index) => ({ index, text, parsed: readActionLine(text, n, game) }));
  for (const { index, text, parsed } of lines) if ('error' in parsed) err(`/actions/${index}`, `'${text}': ${parsed.error}`);
  // A concession in the file lets players choose at showdown, unless _croupier_options says otherwise.
  if (lines.some((l) => !('error' in l.parsed) && l.parsed.kind === 'reveal' && l.parsed.cards === null) && options.allowMuck === undefined) options.allowMuck = true;
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
  const validated = validateConfig(config);
  if (!validated.ok) return { ok: false, errors: [...validated.errors, ...errors] };

  // The lines on the engine, each once, in file order; the shows wait for the end of the deal.
  const table = new PhhTable(validated.config, seatOrder, rawActions);
  const reveals: Reveal[] = [];
  const applied = lines.every(({ index, text, parsed }) => {
    if ('error' in parsed) return false;
    if (parsed.kind === 'noop') return true;
    if (parsed.kind === 'hole') return table.hole(index, seatOrder[parsed.player]!, parsed.cards);
    if (parsed.kind === 'board') return table.board(index, parsed.cards);
    if (!table.endRun()) return false;
    const seat = seatOrder[parsed.player]!;
    switch (parsed.kind) {
      case 'reveal':
        // The cards he holds now: PokerKit shows an all-in hand before the cards still to come.
        reveals.push({ index, text, player: parsed.player, cards: parsed.cards, held: table.cardsOf(parsed.player) });
        return true;
      case 'fold':
        return table.apply(index, { seat, type: 'fold' });
      case 'checkCall':
        return table.apply(index, { seat, type: 'checkOrCall' });
      case 'cbr':
        return table.apply(index, { seat, type: 'betOrRaiseTo', amount: parsed.to });
      case 'bringIn':
        return table.apply(index, { seat, type: 'bringIn' });
      case 'draw':
      case 'discard':
        return table.apply(index, { seat, type: parsed.kind, cards: parsed.cards });
      case 'sd':
        throw new Error('readActionLine names every sd line a draw or a discard');
    }
  });
  if (applied) table.endRun();
  if (table.error) errors.push(table.error);
  if (errors.length > 0) return { ok: false, errors: errors.sort(byLine) };

  // The showdown, after the last deal: who shows by himself and who decides, in the engine's order.
  const state = table.state;
  const choosing = state.config.options.allowMuck && state.players.every((p) => p.folded || p.stack > 0);
  let shown = 0;
  for (const group of inShowOrder(reveals, state, seatOrder)) {
    const player = group[0]!.player;
    const seat = seatOrder[player]!;
    const hole = table.cardsOf(player);
    const unknown = hole.includes(UNKNOWN);
    // His hand as the shows name it: each show names the cards he held when it was written.
    const hand = [...hole];
    let named = true;
    let conceded = false;
    for (const r of group) {
      const where = `/actions/${r.index}`;
      const fail = (detail: string) => {
        err(where, `'${r.text}': ${detail}`);
        named = false;
      };
      if (table.folded(player)) {
        fail(`p${r.player + 1} is no longer in the hand`);
        break;
      }
      if (r.cards === null) {
        if (!unknown && !(choosing && shown > 0)) {
          fail(`p${r.player + 1} may not concede here: ${choosing ? 'the first hand is always shown' : 'mucking needs allowMuck and nobody all-in'}`);
          break;
        }
        conceded = true;
        if (errors.length === 0) table.apply(r.index, { seat, type: 'muck' });
        break;
      }
      if (!startsWith(hole, r.held)) {
        fail(`p${r.player + 1} shows before his hand changes (${describe(r.held)}, then ${describe(hole)}); write the show after his last draw or discard`);
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
    if (!named || conceded) continue;
    const last = group[group.length - 1]!;
    if (unknown) {
      if (hand.includes(UNKNOWN)) {
        err(`/actions/${last.index}`, `'${last.text}': p${last.player + 1} was dealt ${describe(hand)}; a show after his last card must name the ones still unknown`);
        continue;
      }
      if (errors.length === 0) table.apply(last.index, { seat, type: 'show', cards: hand });
    } else if (choosing && shown > 0 && errors.length === 0) table.apply(last.index, { seat, type: 'show' });
    shown++;
  }
  if (table.error) errors.push(table.error);
  if (errors.length > 0) return { ok: false, errors: errors.sort(byLine) };

  return {
    ok: true,
    variant,
    config,
    actions: table.actions,
    seatOrder,
    ...(finishing ? { finishingStacks: finishing } : {}),
    hand: { config: validated.config, state: table.state, events: table.events },
  };
}

/** Errors of action lines in line order; others first. */
function byLine(a: PhhError, b: PhhError): number {
  const line = (e: PhhError) => Number(/^\/actions\/(\d+)$/.exec(e.pointer)?.[1] ?? -1);
  return line(a) - line(b);
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
 * The reveals grouped by player, in the order the engine reveals the hands. A file may write them
 * from the last aggressor before an all-in run-out (PokerKit, the PHH examples) while the engine,
 * showing at the end, starts from the last round's opener. Without a showdown to decide (every
 * hand known, nobody choosing) the engine has shown them itself and the file's order stays.
 */
function inShowOrder(reveals: readonly Reveal[], state: HandState, seatOrder: readonly number[]): Reveal[][] {
  const groups = new Map<number, Reveal[]>();
  for (const r of reveals) groups.set(r.player, [...(groups.get(r.player) ?? []), r]);
  const list = [...groups.values()];
  if (!state.showdown) return list;
  const order = state.showdown.order.map((i) => state.players[i]!.seat);
  const rank = (group: Reveal[]) => {
    const at = order.indexOf(seatOrder[group[0]!.player]!);
    return at < 0 ? order.length : at;
  };
  return list.sort((a, b) => rank(a) - rank(b));
}

/** Whether `hand` begins with `prefix`, card for card (unknown cards included). */
function startsWith(hand: readonly Card[], prefix: readonly Card[]): boolean {
  return prefix.length <= hand.length && prefix.every((card, i) => hand[i] === card);
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
