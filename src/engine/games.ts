/**
 * The sixteen games of RULES.md §4, as data.
 *
 * A game is a row: its streets (what is burned, dealt, discarded or drawn before each betting round,
 * and which bet unit that round uses), who opens each round, how hands are formed and ranked, and
 * which betting structures it allows. The catalogue endpoint publishes this table and the hand engine
 * plays from it, so adding a game means adding a row.
 */

export const GAME_IDS = [
  'holdem',
  'omaha',
  'omahaHiLo',
  'sevenCardStud',
  'razz',
  'sevenCardStudHiLo',
  'crazyPineapple',
  'crazyPineappleHiLo',
  'jacksOrBetter',
  'lowballDraw',
  'deuceToSevenTripleDraw',
  'aceToFiveTripleDraw',
  'courchevel',
  'irish',
  'aviation',
  'fiveCardStud',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export const BETTING_STRUCTURES = ['fixedLimit', 'potLimit', 'noLimit'] as const;
export type BettingStructure = (typeof BETTING_STRUCTURES)[number];

export type GameFamily = 'flop' | 'stud' | 'draw';

/** The rankings of RULES.md §2 (high §2.1, A-5 low §2.2, 8-or-better §2.3, 2-7 low §2.4). */
export type RankingId = 'high' | 'aceToFive' | 'eightOrBetter' | 'deuceToSeven';

/** RULES.md §2.6. */
export type HandFormingRule = 'best5of7' | 'exactly2plus3' | 'all5';

/** Who posts forced bets (§3.3, §3.6, §3.7). */
export type ForcedBets = 'blinds' | 'antesAndBringIn' | 'antes';

/**
 * Who acts first in a betting round:
 * - `leftOfBigBlind`: first player left of the big blind (heads-up: the button, §3.6);
 * - `leftOfButton`: first active player left of the button or dealer (heads-up: the big blind);
 * - `bringIn`: the stud bring-in player (§3.3);
 * - `bestShowingHand`: the best stud showing hand, ties by position (§2.7); in razz the lowest.
 */
export type Opener = 'leftOfBigBlind' | 'leftOfButton' | 'bringIn' | 'bestShowingHand';

/** One step of dealing between betting rounds, in the order it happens. */
export type DealStep =
  /** One card face down from the top of the stub (skipped when `burnCards` is off, §1.3). */
  | { readonly kind: 'burn' }
  /** One card to each player per entry, one pass at a time from the left of the button (§1.2). */
  | { readonly kind: 'hole'; readonly faces: readonly ('down' | 'up')[] }
  /** Community cards turned face up. */
  | { readonly kind: 'board'; readonly count: number }
  /** Every active player, all-in included, throws away exactly `count` hole cards (§4.7, §4.14, §4.15). */
  | { readonly kind: 'discard'; readonly count: number }
  /** A draw round: discard 0..maxDraw, burn, replacements in turn (§4.10). */
  | { readonly kind: 'draw' };

export interface Street {
  readonly name: string;
  readonly steps: readonly DealStep[];
  /** The betting round that follows the steps: its fixed-limit unit and who opens it. */
  readonly betting: { readonly unit: 'small' | 'big'; readonly opener: Opener };
}

export interface GameDefinition {
  readonly id: GameId;
  readonly name: string;
  readonly family: GameFamily;
  readonly minPlayers: number;
  /** Hard maximum of §4.0; a hand may lower it (`maxPlayers`), never raise it. */
  readonly maxPlayers: number;
  /** Where §4.0 gives a usual table size below the hard maximum. */
  readonly usualMaxPlayers?: number;
  readonly forcedBets: ForcedBets;
  /** Cards each player is dealt over the hand, face down and face up (draw replacements excluded). */
  readonly holeCards: { readonly down: number; readonly up: number };
  /** Hole cards a player still holds at showdown after mandatory discards (pineapple family). */
  readonly holeCardsAtShowdown: number;
  readonly boardCards: number;
  readonly streets: readonly Street[];
  readonly handForming: HandFormingRule;
  /** Rankings used at showdown; both present means a hi-lo split (§3.9). */
  readonly showdown: { readonly high: RankingId | null; readonly low: RankingId | null };
  readonly structures: { readonly default: BettingStructure; readonly allowed: readonly BettingStructure[] };
  /** Draw games: most cards one player may exchange per draw. */
  readonly maxDraw?: number;
  /** Fixed limit: the default cap, bets per round (§3.2.2): 4, or 5 in the two-round draw games. */
  readonly fixedLimitCap: number;
  /** The stud open-pair option exists, on by default (§3.3): a pair showing on the second round allows the big bet. */
  readonly openPairBigBet: boolean;
  /** What a hand needs to open the first betting round (§3.7, §2.8); null: any hand may open. */
  readonly openingRequirement: 'jacksOrBetter' | null;
  /** An ante game that may be played with blinds instead (§4.9: lowball draw, as in 2-7 single draw). */
  readonly blindsAllowed: boolean;
  /**
   * The option that changes the showdown rankings, if any: `lowballType` names the low ranking
   * (§4.9); `courchevelHiLo` adds an eight-or-better low half (§4.13).
   */
  readonly rankingOption: 'lowballType' | 'courchevelHiLo' | null;
  /** Stud: who brings in (§3.3): the lowest up card, ace high, or in razz the highest, ace low; null without a bring-in. */
  readonly bringIn: 'lowestCard' | 'highestCard' | null;
  /** Stud: how showing hands rank to open the later rounds (§2.7): high, or razz's ace-to-five low; null elsewhere. */
  readonly showingHand: 'high' | 'aceToFive' | null;
  /** Who gets the odd chips of a split (§3.9): by position from the button, or in stud by the cards held. */
  readonly oddChips: 'position' | 'cards';
  readonly rules: string;
}

/** The rule columns most games share; a row states only where it differs. */
const USUAL_RULES = {
  fixedLimitCap: 4,
  openPairBigBet: false,
  openingRequirement: null,
  blindsAllowed: false,
  rankingOption: null,
  bringIn: null,
  showingHand: null,
  oddChips: 'position',
} as const;

/** The stud columns (§3.3, §2.7, §3.9): the lowest card brings in, the best high showing hand opens later rounds. */
const STUD_RULES = { bringIn: 'lowestCard', showingHand: 'high', oddChips: 'cards' } as const;

const ALL_STRUCTURES: readonly BettingStructure[] = BETTING_STRUCTURES;
const FIXED_LIMIT_ONLY: readonly BettingStructure[] = ['fixedLimit'];

const burn = { kind: 'burn' } as const;
const board = (count: number) => ({ kind: 'board', count }) as const;
const hole = (...faces: ('down' | 'up')[]) => ({ kind: 'hole', faces }) as const;
const discard = (count: number) => ({ kind: 'discard', count }) as const;
const draw = { kind: 'draw' } as const;

function down(n: number): 'down'[] {
  return Array.from({ length: n }, () => 'down' as const);
}

/** Pre-flop, flop, turn, river with hold'em's units S, S, B, B and blinds openers (§4.1). */
function flopStreets(holeCount: number, extra: { flop?: DealStep[]; turn?: DealStep[] } = {}): Street[] {
  return [
    { name: 'preflop', steps: [hole(...down(holeCount))], betting: { unit: 'small', opener: 'leftOfBigBlind' } },
    { name: 'flop', steps: [...(extra.flop ?? []), burn, board(3)], betting: { unit: 'small', opener: 'leftOfButton' } },
    { name: 'turn', steps: [...(extra.turn ?? []), burn, board(1)], betting: { unit: 'big', opener: 'leftOfButton' } },
    { name: 'river', steps: [burn, board(1)], betting: { unit: 'big', opener: 'leftOfButton' } },
  ];
}

/** 3rd to 7th street (§4.4): 2 down + 1 up, then up, up, up, down, each after a burn. */
const SEVEN_STUD_STREETS: readonly Street[] = [
  { name: 'thirdStreet', steps: [hole('down', 'down', 'up')], betting: { unit: 'small', opener: 'bringIn' } },
  { name: 'fourthStreet', steps: [burn, hole('up')], betting: { unit: 'small', opener: 'bestShowingHand' } },
  { name: 'fifthStreet', steps: [burn, hole('up')], betting: { unit: 'big', opener: 'bestShowingHand' } },
  { name: 'sixthStreet', steps: [burn, hole('up')], betting: { unit: 'big', opener: 'bestShowingHand' } },
  { name: 'seventhStreet', steps: [burn, hole('down')], betting: { unit: 'big', opener: 'bestShowingHand' } },
];

/** Single-draw games (§4.8, §4.9): 5 down, R1 (S), draw, R2 (B in fixed limit). */
const SINGLE_DRAW_STREETS: readonly Street[] = [
  { name: 'predraw', steps: [hole(...down(5))], betting: { unit: 'small', opener: 'leftOfButton' } },
  { name: 'draw', steps: [draw], betting: { unit: 'big', opener: 'leftOfButton' } },
];

/** Triple draws (§4.11): R1 (S) draw R2 (S) draw R3 (B) draw R4 (B). */
const TRIPLE_DRAW_STREETS: readonly Street[] = [
  { name: 'predraw', steps: [hole(...down(5))], betting: { unit: 'small', opener: 'leftOfBigBlind' } },
  { name: 'firstDraw', steps: [draw], betting: { unit: 'small', opener: 'leftOfButton' } },
  { name: 'secondDraw', steps: [draw], betting: { unit: 'big', opener: 'leftOfButton' } },
  { name: 'thirdDraw', steps: [draw], betting: { unit: 'big', opener: 'leftOfButton' } },
];

const HIGH = { high: 'high', low: null } as const;
const HIGH_LOW8 = { high: 'high', low: 'eightOrBetter' } as const;

const GAMES: readonly GameDefinition[] = [
  {
    id: 'holdem',
    name: "Texas Hold'em",
    family: 'flop',
    minPlayers: 2,
    maxPlayers: 10,
    forcedBets: 'blinds',
    holeCards: { down: 2, up: 0 },
    holeCardsAtShowdown: 2,
    boardCards: 5,
    streets: flopStreets(2),
    handForming: 'best5of7',
    showdown: HIGH,
    structures: { default: 'fixedLimit', allowed: ALL_STRUCTURES },
    ...USUAL_RULES,
    rules: 'RULES.md §4.1',
  },
  {
    id: 'omaha',
    name: 'Omaha',
    family: 'flop',
    minPlayers: 2,
    maxPlayers: 10,
    forcedBets: 'blinds',
    holeCards: { down: 4, up: 0 },
    holeCardsAtShowdown: 4,
    boardCards: 5,
    streets: flopStreets(4),
    handForming: 'exactly2plus3',
    showdown: HIGH,
    structures: { default: 'potLimit', allowed: ALL_STRUCTURES },
    ...USUAL_RULES,
    rules: 'RULES.md §4.2',
  },
  {
    id: 'omahaHiLo',
    name: 'Omaha Hi-Lo 8/b',
    family: 'flop',
    minPlayers: 2,
    maxPlayers: 10,
    forcedBets: 'blinds',
    holeCards: { down: 4, up: 0 },
    holeCardsAtShowdown: 4,
    boardCards: 5,
    streets: flopStreets(4),
    handForming: 'exactly2plus3',
    showdown: HIGH_LOW8,
    structures: { default: 'fixedLimit', allowed: ALL_STRUCTURES },
    ...USUAL_RULES,
    rules: 'RULES.md §4.3',
  },
  {
    id: 'sevenCardStud',
    name: '7 Card Stud',
    family: 'stud',
    minPlayers: 2,
    maxPlayers: 8,
    forcedBets: 'antesAndBringIn',
    holeCards: { down: 3, up: 4 },
    holeCardsAtShowdown: 7,
    boardCards: 0,
    streets: SEVEN_STUD_STREETS,
    handForming: 'best5of7',
    showdown: HIGH,
    structures: { default: 'fixedLimit', allowed: FIXED_LIMIT_ONLY },
    ...USUAL_RULES,
    ...STUD_RULES,
    openPairBigBet: true,
    rules: 'RULES.md §4.4',
  },
  {
    id: 'razz',
    name: 'Razz',
    family: 'stud',
    minPlayers: 2,
    maxPlayers: 8,
    forcedBets: 'antesAndBringIn',
    holeCards: { down: 3, up: 4 },
    holeCardsAtShowdown: 7,
    boardCards: 0,
    streets: SEVEN_STUD_STREETS,
    handForming: 'best5of7',
    showdown: { high: null, low: 'aceToFive' },
    structures: { default: 'fixedLimit', allowed: FIXED_LIMIT_ONLY },
    ...USUAL_RULES,
    ...STUD_RULES,
    bringIn: 'highestCard',
    showingHand: 'aceToFive',
    rules: 'RULES.md §4.5',
  },
  {
    id: 'sevenCardStudHiLo',
    name: '7 Card Stud Hi-Lo 8/b',
    family: 'stud',
    minPlayers: 2,
    maxPlayers: 8,
    forcedBets: 'antesAndBringIn',
    holeCards: { down: 3, up: 4 },
    holeCardsAtShowdown: 7,
    boardCards: 0,
    streets: SEVEN_STUD_STREETS,
    handForming: 'best5of7',
    showdown: HIGH_LOW8,
    structures: { default: 'fixedLimit', allowed: FIXED_LIMIT_ONLY },
    ...USUAL_RULES,
    ...STUD_RULES,
    rules: 'RULES.md §4.6',
  },
  {
    id: 'crazyPineapple',
    name: 'Crazy Pineapple',
    family: 'flop',
    minPlayers: 2,
    maxPlayers: 10,
    forcedBets: 'blinds',
    holeCards: { down: 3, up: 0 },
    holeCardsAtShowdown: 2,
    boardCards: 5,
    streets: flopStreets(3, { turn: [discard(1)] }),
    handForming: 'best5of7',
    showdown: HIGH,
    structures: { default: 'fixedLimit', allowed: ALL_STRUCTURES },
    ...USUAL_RULES,
    rules: 'RULES.md §4.7',
  },
  {
    id: 'crazyPineappleHiLo',
    name: 'Crazy Pineapple 8/b',
    family: 'flop',
    minPlayers: 2,
    maxPlayers: 10,
    forcedBets: 'blinds',
    holeCards: { down: 3, up: 0 },
    holeCardsAtShowdown: 2,
    boardCards: 5,
    streets: flopStreets(3, { turn: [discard(1)] }),
    handForming: 'best5of7',
    showdown: HIGH_LOW8,
    structures: { default: 'fixedLimit', allowed: ALL_STRUCTURES },
    ...USUAL_RULES,
    rules: 'RULES.md §4.7',
  },
  {
    id: 'jacksOrBetter',
    name: 'Poker fermé (jacks to open)',
    family: 'draw',
    minPlayers: 2,
    maxPlayers: 8,
    forcedBets: 'antes',
    holeCards: { down: 5, up: 0 },
    holeCardsAtShowdown: 5,
    boardCards: 0,
    streets: SINGLE_DRAW_STREETS,
    handForming: 'all5',
    showdown: HIGH,
    structures: { default: 'potLimit', allowed: ALL_STRUCTURES },
    maxDraw: 4,
    ...USUAL_RULES,
    fixedLimitCap: 5,
    openingRequirement: 'jacksOrBetter',
    rules: 'RULES.md §4.8, §3.7',
  },
  {
    id: 'lowballDraw',
    name: 'Nullot',
    family: 'draw',
    minPlayers: 2,
    maxPlayers: 8,
    forcedBets: 'antes',
    holeCards: { down: 5, up: 0 },
    holeCardsAtShowdown: 5,
    boardCards: 0,
    streets: SINGLE_DRAW_STREETS,
    handForming: 'all5',
    showdown: { high: null, low: 'aceToFive' },
    structures: { default: 'potLimit', allowed: ALL_STRUCTURES },
    maxDraw: 4,
    ...USUAL_RULES,
    fixedLimitCap: 5,
    blindsAllowed: true,
    rankingOption: 'lowballType',
    rules: 'RULES.md §4.9 (low ranking set by `lowballType`; blinds instead of antes allowed)',
  },
  {
    id: 'deuceToSevenTripleDraw',
    name: 'Deuce to Seven Triple Draw',
    family: 'draw',
    minPlayers: 2,
    maxPlayers: 8,
    usualMaxPlayers: 6,
    forcedBets: 'blinds',
    holeCards: { down: 5, up: 0 },
    holeCardsAtShowdown: 5,
    boardCards: 0,
    streets: TRIPLE_DRAW_STREETS,
    handForming: 'all5',
    showdown: { high: null, low: 'deuceToSeven' },
    structures: { default: 'fixedLimit', allowed: ALL_STRUCTURES },
    maxDraw: 5,
    ...USUAL_RULES,
    rules: 'RULES.md §4.11',
  },
  {
    id: 'aceToFiveTripleDraw',
    name: 'Ace to Five Triple Draw',
    family: 'draw',
    minPlayers: 2,
    maxPlayers: 8,
    usualMaxPlayers: 6,
    forcedBets: 'blinds',
    holeCards: { down: 5, up: 0 },
    holeCardsAtShowdown: 5,
    boardCards: 0,
    streets: TRIPLE_DRAW_STREETS,
    handForming: 'all5',
    showdown: { high: null, low: 'aceToFive' },
    structures: { default: 'fixedLimit', allowed: ALL_STRUCTURES },
    maxDraw: 5,
    ...USUAL_RULES,
    rules: 'RULES.md §4.12',
  },
  {
    id: 'courchevel',
    name: 'Courchevel',
    family: 'flop',
    minPlayers: 2,
    maxPlayers: 8,
    forcedBets: 'blinds',
    holeCards: { down: 5, up: 0 },
    holeCardsAtShowdown: 5,
    boardCards: 5,
    streets: [
      { name: 'preflop', steps: [hole(...down(5)), burn, board(1)], betting: { unit: 'small', opener: 'leftOfBigBlind' } },
      { name: 'flop', steps: [burn, board(2)], betting: { unit: 'small', opener: 'leftOfButton' } },
      { name: 'turn', steps: [burn, board(1)], betting: { unit: 'big', opener: 'leftOfButton' } },
      { name: 'river', steps: [burn, board(1)], betting: { unit: 'big', opener: 'leftOfButton' } },
    ],
    handForming: 'exactly2plus3',
    showdown: HIGH,
    structures: { default: 'potLimit', allowed: ALL_STRUCTURES },
    ...USUAL_RULES,
    rankingOption: 'courchevelHiLo',
    rules: 'RULES.md §4.13 (an 8-or-better low half with `courchevelHiLo`)',
  },
  {
    id: 'irish',
    name: 'Irish',
    family: 'flop',
    minPlayers: 2,
    maxPlayers: 10,
    forcedBets: 'blinds',
    holeCards: { down: 4, up: 0 },
    holeCardsAtShowdown: 2,
    boardCards: 5,
    streets: flopStreets(4, { turn: [discard(2)] }),
    handForming: 'best5of7',
    showdown: HIGH,
    structures: { default: 'potLimit', allowed: ALL_STRUCTURES },
    ...USUAL_RULES,
    rules: 'RULES.md §4.14',
  },
  {
    id: 'aviation',
    name: 'Aviation',
    family: 'flop',
    minPlayers: 2,
    maxPlayers: 10,
    forcedBets: 'blinds',
    holeCards: { down: 4, up: 0 },
    holeCardsAtShowdown: 2,
    boardCards: 5,
    streets: flopStreets(4, { flop: [discard(1)], turn: [discard(1)] }),
    handForming: 'best5of7',
    showdown: HIGH,
    structures: { default: 'potLimit', allowed: ALL_STRUCTURES },
    ...USUAL_RULES,
    rules: 'RULES.md §4.15',
  },
  {
    id: 'fiveCardStud',
    name: '5 Card Stud',
    family: 'stud',
    minPlayers: 2,
    maxPlayers: 10,
    forcedBets: 'antesAndBringIn',
    holeCards: { down: 1, up: 4 },
    holeCardsAtShowdown: 5,
    boardCards: 0,
    streets: [
      { name: 'secondStreet', steps: [hole('down', 'up')], betting: { unit: 'small', opener: 'bringIn' } },
      { name: 'thirdStreet', steps: [burn, hole('up')], betting: { unit: 'small', opener: 'bestShowingHand' } },
      { name: 'fourthStreet', steps: [burn, hole('up')], betting: { unit: 'big', opener: 'bestShowingHand' } },
      { name: 'fifthStreet', steps: [burn, hole('up')], betting: { unit: 'big', opener: 'bestShowingHand' } },
    ],
    handForming: 'all5',
    showdown: HIGH,
    structures: { default: 'fixedLimit', allowed: FIXED_LIMIT_ONLY },
    ...USUAL_RULES,
    ...STUD_RULES,
    openPairBigBet: true,
    rules: 'RULES.md §4.16',
  },
];

const GAME_BY_ID = new Map<string, GameDefinition>(GAMES.map((g) => [g.id, g]));

/** Every game, in the order of RULES.md §4.0. */
export function listGames(): readonly GameDefinition[] {
  return GAMES;
}

export function isGameId(id: string): id is GameId {
  return GAME_BY_ID.has(id);
}

/** The game with this id, or `undefined` (callers turn that into a 404 or a validation error). */
export function findGame(id: string): GameDefinition | undefined {
  return GAME_BY_ID.get(id);
}

/** Hi-lo games split each pot between the best high and the best qualifying low (§3.9). */
export function isHiLo(game: GameDefinition): boolean {
  return game.showdown.high !== null && game.showdown.low !== null;
}

/**
 * Games whose hands the engine can deal and play through `createHand`. Evaluation (showdowns) covers
 * every game; this set grows as each family of the engine lands.
 */
const PLAYABLE: ReadonlySet<GameId> = new Set<GameId>(GAME_IDS);

export function isPlayable(id: GameId): boolean {
  return PLAYABLE.has(id);
}
