import { type Card, DECK_SIZE, formatCard, orderedDeck, parseCards } from './cards';
import { BETTING_STRUCTURES, type BettingStructure, findGame, type ForcedBets, type GameDefinition, GAME_IDS, isPlayable } from './games';
import { OPTION_SPECS } from './options';
import { seededRng, shuffle } from './rng';
import type { InputError } from './showdown';

/**
 * Hand configuration (RULES.md §6) and its validation (§7). `validateConfig` turns what a caller
 * sends into a complete configuration with every default resolved, or into a list of precise field
 * errors; the engine only ever runs on a validated configuration.
 */

export interface StakesInput {
  smallBlind?: number;
  bigBlind?: number;
  ante?: number;
  anteStyle?: 'uniform' | 'bigBlind';
  bringIn?: number;
  smallBet?: number;
  bigBet?: number;
  minBet?: number;
}

export interface SeatInput {
  seat: number;
  stack: number;
  name?: string;
}

export interface HandConfigInput {
  game: string;
  bettingStructure?: string;
  stakes?: StakesInput;
  seats: readonly SeatInput[];
  button: number;
  /**
   * Where the cards come from. `deck` (default): from `deck` or `seed`, dealt by the engine.
   * `manual`: there is no deck; the engine stops wherever it would deal and waits for a `deal`
   * action naming the cards (a table dealt by hand, a hand being transcribed). See `awaitingDeal`.
   */
  dealing?: Dealing;
  /** A full deck order, index 0 the top card; or `seed` for a reproducible shuffle (deck dealing only). */
  deck?: readonly string[];
  seed?: string;
  /** Chips already in the pot when the hand starts (a passed-out pot carried over). */
  deadMoney?: number;
  options?: Record<string, unknown>;
}

export const DEALING_MODES = ['deck', 'manual'] as const;
export type Dealing = (typeof DEALING_MODES)[number];

export interface HandOptions {
  maxBetsPerRound: number;
  capLiftedHeadsUp: boolean;
  openPairBigBet: boolean;
  burnCards: boolean;
  studShortStub: 'communityCard' | 'reshuffleThenCommunity';
  maxDraw: number;
  potOpening: 'fixedPot' | 'potLimit';
  noOpener: 'redeal' | 'lowballDraw';
  reAnteOnRedeal: boolean;
  lowballType: 'ace-to-five' | 'deuce-to-seven';
  potLimitSmallBlindAsBig: boolean;
  rakeBasisPoints: number;
  rakeCap: number | null;
  noFlopNoDrop: boolean;
  checkRaiseAllowed: boolean;
  allowMuck: boolean;
  courchevelHiLo: boolean;
  maxPlayers: number;
}

export interface Stakes {
  smallBlind: number;
  bigBlind: number;
  ante: number;
  anteStyle: 'uniform' | 'bigBlind';
  bringIn: number;
  smallBet: number;
  bigBet: number;
  minBet: number;
}

export interface HandConfig {
  game: GameDefinition;
  bettingStructure: BettingStructure;
  /** The forced bets of this hand: the game's, except that lowball draw may use blinds (§4.9). */
  forcedBets: ForcedBets;
  stakes: Stakes;
  /** Seats in clockwise order (ascending seat numbers). */
  seats: readonly { seat: number; stack: number; name?: string }[];
  button: number;
  dealing: Dealing;
  /** The deck order, top card first; empty with manual dealing (the cards come with `deal` actions). */
  deck: readonly Card[];
  deadMoney: number;
  options: HandOptions;
}

const MAX_CHIPS = Number.MAX_SAFE_INTEGER;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

export type ConfigResult = { ok: true; config: HandConfig } | { ok: false; errors: InputError[] };

/** Validates a hand configuration against RULES.md §7 and resolves the defaults of §6. */
export function validateConfig(input: HandConfigInput): ConfigResult {
  const errors: InputError[] = [];
  const err = (pointer: string, detail: string) => errors.push({ pointer, detail });

  const game = findGame(input.game);
  if (!game) {
    err('/game', `unknown game '${input.game}'; one of: ${GAME_IDS.join(', ')}`);
    return { ok: false, errors };
  }
  if (!isPlayable(game.id)) {
    err('/game', `${game.name} cannot be dealt yet: hands of this family are not playable; POST /v1/showdowns evaluates its showdowns`);
    return { ok: false, errors };
  }

  const structure = (input.bettingStructure ?? game.structures.default) as BettingStructure;
  if (!(BETTING_STRUCTURES as readonly string[]).includes(structure)) {
    err('/bettingStructure', `unknown betting structure '${structure}'; one of: ${BETTING_STRUCTURES.join(', ')}`);
  } else if (!game.structures.allowed.includes(structure)) {
    err('/bettingStructure', `${game.name} is played ${game.structures.allowed.join(' or ')}, not ${structure}`);
  }

  const options = resolveOptions(game, input.options ?? {}, err);
  // No-limit 2-7 single draw and the like: lowball draw with blinds instead of antes (§4.9).
  const forcedBets: ForcedBets =
    game.blindsAllowed && (input.stakes?.bigBlind !== undefined || input.stakes?.smallBlind !== undefined) ? 'blinds' : game.forcedBets;
  const stakes = resolveStakes(game, forcedBets, structure, input.stakes ?? {}, err);

  // Seats (§7): 2..max players, distinct seats, positive integer stacks, the button among them.
  const seats = [...input.seats].sort((a, b) => a.seat - b.seat);
  const maxPlayers = Math.min(game.maxPlayers, options.maxPlayers);
  if (input.seats.length < game.minPlayers || input.seats.length > maxPlayers) {
    err('/seats', `${game.name} is played by ${game.minPlayers} to ${maxPlayers} players, not ${input.seats.length}`);
  }
  const seen = new Set<number>();
  input.seats.forEach((s, i) => {
    if (!isInt(s.seat) || s.seat < 0) err(`/seats/${i}/seat`, 'a seat number is an integer of 0 or more');
    if (seen.has(s.seat)) err(`/seats/${i}/seat`, `seat ${s.seat} appears twice`);
    seen.add(s.seat);
    if (!isInt(s.stack) || s.stack <= 0) err(`/seats/${i}/stack`, 'a stack is a positive whole number of chips');
  });
  if (!seen.has(input.button)) err('/button', `the button must be one of the seats (${seats.map((s) => s.seat).join(', ')}), not ${input.button}`);

  if (input.deadMoney !== undefined && (!isInt(input.deadMoney) || input.deadMoney < 0)) {
    err('/deadMoney', 'dead money is a whole number of chips, 0 or more');
  }

  const dealing = (input.dealing ?? 'deck') as Dealing;
  if (!(DEALING_MODES as readonly string[]).includes(dealing)) err('/dealing', `dealing is 'deck' (the engine deals from a deck order or a seed) or 'manual' (each card is named by a deal action), not '${String(dealing)}'`);
  const deck = dealing === 'manual' ? resolveManual(input, err) : resolveDeck(input, err);
  const total = seats.reduce((n, s) => n + (isInt(s.stack) ? s.stack : 0), 0) + (input.deadMoney ?? 0);
  if (total > MAX_CHIPS) err('/seats', 'the chips in play exceed the largest exact integer (2^53 - 1)');

  if (errors.length > 0 || !deck) return { ok: false, errors };
  return {
    ok: true,
    config: {
      game,
      bettingStructure: structure,
      forcedBets,
      stakes,
      seats: seats.map((s) => ({ seat: s.seat, stack: s.stack, ...(s.name !== undefined ? { name: s.name } : {}) })),
      button: input.button,
      dealing,
      deck,
      deadMoney: input.deadMoney ?? 0,
      options,
    },
  };
}

function resolveOptions(game: GameDefinition, raw: Record<string, unknown>, err: (p: string, d: string) => void): HandOptions {
  // Every option starts at its default for this game: OPTION_SPECS is the one source of defaults.
  // (anteStyle is listed among the options but resolved with the stakes.)
  const specs = new Map(OPTION_SPECS.filter((s) => s.kind === 'option').map((s) => [s.name, s]));
  const defaults = [...specs.values()].filter((spec) => spec.name !== 'anteStyle').map((spec) => [spec.name, spec.defaultFor(game)]);
  const options = Object.fromEntries(defaults) as unknown as HandOptions;
  for (const [name, value] of Object.entries(raw)) {
    const pointer = `/options/${name}`;
    const spec = specs.get(name);
    if (!spec) {
      err(pointer, `unknown option '${name}'; GET /v1/games/${game.id} lists the options of this game`);
      continue;
    }
    if (!spec.applies(game)) {
      err(pointer, `${name} does not apply to ${game.name}`);
      continue;
    }
    if (name === 'rakeCap' && value === null) continue;
    const typeOk =
      spec.type === 'boolean' ? typeof value === 'boolean' : spec.type === 'integer' ? isInt(value) : typeof value === 'string' && spec.values!.includes(value);
    if (!typeOk) {
      err(pointer, spec.type === 'enum' ? `${name} is one of: ${spec.values!.join(', ')}` : `${name} must be ${spec.type === 'boolean' ? 'true or false' : 'a whole number'}`);
      continue;
    }
    (options as unknown as Record<string, unknown>)[name] = value;
  }
  if (options.rakeBasisPoints < 0 || options.rakeBasisPoints > 10000) err('/options/rakeBasisPoints', 'rakeBasisPoints is between 0 and 10000 (100 %)');
  if (options.rakeCap !== null && options.rakeCap < 0) err('/options/rakeCap', 'rakeCap is 0 or more');
  if (options.maxPlayers < 2 || options.maxPlayers > game.maxPlayers) err('/options/maxPlayers', `maxPlayers is between 2 and ${game.maxPlayers} for ${game.name}`);
  if (options.maxBetsPerRound < 1) err('/options/maxBetsPerRound', 'maxBetsPerRound is at least 1');
  if (options.maxDraw < 0 || options.maxDraw > 5) err('/options/maxDraw', 'maxDraw is between 0 and 5');
  return options;
}

function resolveStakes(
  game: GameDefinition,
  forcedBets: ForcedBets,
  structure: BettingStructure,
  raw: StakesInput,
  err: (p: string, d: string) => void,
): Stakes {
  const amount = (name: keyof StakesInput): number | undefined => {
    const v = raw[name];
    if (v === undefined) return undefined;
    if (!isInt(v) || v < 0) {
      err(`/stakes/${name}`, `${name} is a whole number of chips, 0 or more`);
      return undefined;
    }
    return v;
  };
  const blinds = forcedBets === 'blinds';
  const stud = game.family === 'stud';
  const ante = amount('ante') ?? 0;
  const anteStyle = raw.anteStyle ?? 'uniform';
  if (anteStyle !== 'uniform' && anteStyle !== 'bigBlind') err('/stakes/anteStyle', "anteStyle is 'uniform' or 'bigBlind'");
  else if (anteStyle === 'bigBlind' && !blinds) err('/stakes/anteStyle', `a big-blind ante needs blinds; ${game.name} has none`);

  let smallBet = amount('smallBet') ?? 0;
  let bigBet = amount('bigBet') ?? 0;
  let smallBlind = amount('smallBlind');
  let bigBlind = amount('bigBlind');
  let bringIn = amount('bringIn') ?? 0;
  let minBet = amount('minBet');

  for (const name of ['smallBlind', 'bigBlind'] as const) {
    if (!blinds && raw[name] !== undefined) err(`/stakes/${name}`, `${game.name} has no blinds`);
  }
  if (!stud && raw.bringIn !== undefined) err('/stakes/bringIn', `${game.name} has no bring-in`);

  if (structure === 'fixedLimit') {
    if (raw.smallBet === undefined || smallBet <= 0) err('/stakes/smallBet', 'fixed limit needs smallBet, a positive whole number');
    if (raw.bigBet === undefined || bigBet < smallBet) err('/stakes/bigBet', `fixed limit needs bigBet, at least smallBet (${smallBet})`);
    if (blinds) {
      bigBlind ??= smallBet;
      smallBlind ??= Math.floor(smallBet / 2);
      if (bigBlind !== smallBet) err('/stakes/bigBlind', `in fixed limit the big blind equals the small bet (${smallBet}), not ${bigBlind}`);
    }
    minBet = smallBet;
  } else {
    if (raw.smallBet !== undefined || raw.bigBet !== undefined) {
      err(raw.smallBet !== undefined ? '/stakes/smallBet' : '/stakes/bigBet', 'smallBet and bigBet are fixed-limit stakes; pot and no limit use the blinds and minBet');
    }
    if (blinds) {
      if (bigBlind === undefined || bigBlind <= 0) err('/stakes/bigBlind', `${structure} needs bigBlind, a positive whole number`);
      if (smallBlind === undefined) err('/stakes/smallBlind', `${structure} needs smallBlind, a whole number not above the big blind`);
    }
    minBet ??= blinds ? bigBlind : ante;
    if (minBet === undefined || minBet <= 0) err('/stakes/minBet', 'minBet is a positive whole number (default: the big blind, or the ante in ante-only games)');
    smallBet = 0;
    bigBet = 0;
  }
  if (blinds && smallBlind !== undefined && bigBlind !== undefined && smallBlind > bigBlind) {
    err('/stakes/smallBlind', `the small blind (${smallBlind}) may not exceed the big blind (${bigBlind})`);
  }
  if (stud) {
    if (raw.bringIn === undefined) bringIn = Math.floor(smallBet / 2);
    if (bringIn <= 0 || bringIn >= smallBet) err('/stakes/bringIn', `the bring-in is above 0 and below the small bet (${smallBet}), not ${bringIn}`);
  }
  if (forcedBets === 'antes' && ante <= 0) err('/stakes/ante', `${game.name} needs an ante above 0${game.blindsAllowed ? ', or blinds' : ''}`);
  return {
    smallBlind: smallBlind ?? 0,
    bigBlind: bigBlind ?? 0,
    ante,
    anteStyle,
    bringIn,
    smallBet,
    bigBet,
    minBet: minBet ?? 0,
  };
}

/** Manual dealing has no deck: a deck order or a seed would contradict the cards the deal actions name. */
function resolveManual(input: HandConfigInput, err: (p: string, d: string) => void): Card[] | undefined {
  if (input.deck !== undefined) err('/deck', "with dealing 'manual' there is no deck: leave deck out and name the cards with deal actions, or use dealing 'deck'");
  if (input.seed !== undefined) err('/seed', "with dealing 'manual' there is no shuffle: leave seed out and name the cards with deal actions, or use dealing 'deck'");
  return input.deck === undefined && input.seed === undefined ? [] : undefined;
}

function resolveDeck(input: HandConfigInput, err: (p: string, d: string) => void): Card[] | undefined {
  if (input.deck !== undefined && input.seed !== undefined) {
    err('/deck', 'give either a deck order or a seed, not both');
    return undefined;
  }
  if (input.seed !== undefined) {
    if (typeof input.seed !== 'string' || input.seed.length === 0 || input.seed.length > 256) {
      err('/seed', 'a seed is a non-empty string of at most 256 characters');
      return undefined;
    }
    return shuffle(orderedDeck(), seededRng(input.seed));
  }
  if (input.deck === undefined) {
    err('/deck', 'give a deck order (52 distinct card codes, top card first) or a seed');
    return undefined;
  }
  const parsed = parseCards(input.deck);
  if (!parsed.ok) {
    err(`/deck/${parsed.index}`, `'${parsed.code}' is not a card code; write rank+suit such as 'As' or 'Td'`);
    return undefined;
  }
  const seen = new Set<Card>();
  for (let i = 0; i < parsed.cards.length; i++) {
    const card = parsed.cards[i]!;
    if (seen.has(card)) {
      err(`/deck/${i}`, `${formatCard(card)} appears twice; the deck is a permutation of the 52 cards`);
      return undefined;
    }
    seen.add(card);
  }
  if (parsed.cards.length !== DECK_SIZE) {
    const missing = orderedDeck().filter((c) => !seen.has(c)).map(formatCard);
    err('/deck', `the deck has ${parsed.cards.length} cards, not 52; missing: ${missing.slice(0, 10).join(' ')}${missing.length > 10 ? ' …' : ''}`);
    return undefined;
  }
  return parsed.cards;
}

/**
 * A configuration as a stored hand keeps it: every rule explicit (structure, forced bets, every
 * stake, every option), the game by id, and no deck. Defaults are applied once, by `validateConfig`
 * when the hand is created; `restoreConfig` reads this form back without applying any, so changing a
 * default later never changes how a stored hand replays.
 */
export interface ResolvedConfig {
  game: string;
  bettingStructure: BettingStructure;
  forcedBets: ForcedBets;
  stakes: Stakes;
  seats: readonly { seat: number; stack: number; name?: string }[];
  button: number;
  /** Only a hand dealt by hand says so: a hand dealt from a deck keeps its deck beside this form. */
  dealing?: 'manual';
  deadMoney: number;
  options: HandOptions;
}

/** The explicit form of a validated configuration (its deck left out). */
export function resolvedConfig(config: HandConfig): ResolvedConfig {
  return {
    game: config.game.id,
    bettingStructure: config.bettingStructure,
    forcedBets: config.forcedBets,
    stakes: { ...config.stakes },
    seats: config.seats.map((s) => ({ ...s })),
    button: config.button,
    ...(config.dealing === 'manual' ? { dealing: 'manual' as const } : {}),
    deadMoney: config.deadMoney,
    options: { ...config.options },
  };
}

/** Every field of the explicit form, so that a field added to `Stakes` or `HandOptions` must be listed (and stored rows migrated). */
const STAKE_FIELDS: Record<keyof Stakes, true> = { smallBlind: true, bigBlind: true, ante: true, anteStyle: true, bringIn: true, smallBet: true, bigBet: true, minBet: true };
const OPTION_FIELDS: Record<keyof HandOptions, true> = {
  maxBetsPerRound: true,
  capLiftedHeadsUp: true,
  openPairBigBet: true,
  burnCards: true,
  studShortStub: true,
  maxDraw: true,
  potOpening: true,
  noOpener: true,
  reAnteOnRedeal: true,
  lowballType: true,
  potLimitSmallBlindAsBig: true,
  rakeBasisPoints: true,
  rakeCap: true,
  noFlopNoDrop: true,
  checkRaiseAllowed: true,
  allowMuck: true,
  courchevelHiLo: true,
  maxPlayers: true,
};

/**
 * A stored configuration back as the engine's, with `deck` (card codes, top first) for deck dealing.
 * Nothing is defaulted: a missing stake or option is an error, never filled in with today's value.
 */
export function restoreConfig(stored: ResolvedConfig, deck: readonly string[]): ConfigResult {
  const errors: InputError[] = [];
  const game = findGame(stored.game);
  if (!game) errors.push({ pointer: '/game', detail: `unknown game '${stored.game}'` });
  const missing = (fields: object, values: object | undefined, pointer: string) => {
    for (const name of Object.keys(fields)) if ((values as Record<string, unknown> | undefined)?.[name] === undefined) errors.push({ pointer: `${pointer}/${name}`, detail: `${name} is not stored` });
  };
  missing(STAKE_FIELDS, stored.stakes, '/stakes');
  missing(OPTION_FIELDS, stored.options, '/options');
  for (const name of ['bettingStructure', 'forcedBets', 'seats', 'button', 'deadMoney'] as const) {
    if (stored[name] === undefined) errors.push({ pointer: `/${name}`, detail: `${name} is not stored` });
  }
  const dealing: Dealing = stored.dealing ?? 'deck';
  let cards: Card[] = [];
  if (dealing === 'deck') {
    const parsed = parseCards(deck);
    if (!parsed.ok || parsed.cards.length !== DECK_SIZE) errors.push({ pointer: '/deck', detail: 'a dealt hand keeps its 52-card deck' });
    else cards = parsed.cards;
  }
  if (errors.length > 0 || !game) return { ok: false, errors };
  return {
    ok: true,
    config: {
      game,
      bettingStructure: stored.bettingStructure,
      forcedBets: stored.forcedBets,
      stakes: { ...stored.stakes },
      seats: stored.seats.map((s) => ({ seat: s.seat, stack: s.stack, ...(s.name !== undefined ? { name: s.name } : {}) })),
      button: stored.button,
      dealing,
      deck: cards,
      deadMoney: stored.deadMoney,
      options: { ...stored.options },
    },
  };
}
