import type { GameDefinition } from './games';

/**
 * The configuration options of RULES.md §6, with the games they apply to and their defaults.
 * Stakes (`smallBlind`, `bigBlind`, `ante`, `bringIn`, `smallBet`, `bigBet`, `minBet`) are described
 * here too, so that a client reading the catalogue knows what each game and structure needs.
 */

export type OptionValue = boolean | number | string | null;

export interface OptionSpec {
  readonly name: string;
  readonly kind: 'stake' | 'option';
  readonly type: 'boolean' | 'integer' | 'enum';
  readonly values?: readonly string[];
  readonly description: string;
  applies(game: GameDefinition): boolean;
  /** The default for this game; `null` when there is none (required, or no limit). */
  defaultFor(game: GameDefinition): OptionValue;
  /** When the caller must supply it (for stakes whose default depends on the structure). */
  readonly required?: string;
}

const all = () => true;
const isStud = (g: GameDefinition) => g.family === 'stud';
const isDraw = (g: GameDefinition) => g.family === 'draw';
const hasBlinds = (g: GameDefinition) => g.forcedBets === 'blinds' || g.blindsAllowed;
const allows = (s: 'fixedLimit' | 'potLimit' | 'noLimit') => (g: GameDefinition) => g.structures.allowed.includes(s);
const anteGame = (g: GameDefinition) => g.forcedBets === 'antes';

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'smallBet',
    kind: 'stake',
    type: 'integer',
    description: 'Fixed-limit bet and raise size of the small-bet rounds (§3.2.1).',
    applies: allows('fixedLimit'),
    defaultFor: () => null,
    required: 'fixedLimit',
  },
  {
    name: 'bigBet',
    kind: 'stake',
    type: 'integer',
    description: 'Fixed-limit bet and raise size of the big-bet rounds; at least smallBet (§3.2.1).',
    applies: allows('fixedLimit'),
    defaultFor: () => null,
    required: 'fixedLimit',
  },
  {
    name: 'smallBlind',
    kind: 'stake',
    type: 'integer',
    description: 'Small blind. Fixed limit: defaults to floor(smallBet / 2). Pot and no limit: required (§3.2.1, §3.6).',
    applies: hasBlinds,
    defaultFor: () => null,
    required: 'potLimit, noLimit',
  },
  {
    name: 'bigBlind',
    kind: 'stake',
    type: 'integer',
    description: 'Big blind. Fixed limit: defaults to and must equal smallBet. Pot and no limit: required (§3.2.1, §3.6).',
    applies: hasBlinds,
    defaultFor: () => null,
    required: 'potLimit, noLimit',
  },
  {
    name: 'minBet',
    kind: 'stake',
    type: 'integer',
    description: 'Smallest bet in pot and no limit: the big blind, or the ante in ante-only games (§3.4, §3.5).',
    applies: (g) => allows('potLimit')(g) || allows('noLimit')(g),
    defaultFor: () => null,
  },
  {
    name: 'ante',
    kind: 'stake',
    type: 'integer',
    description: 'Ante posted before the deal; dead money (§3.3, §3.6). Required above 0 in ante-only draw games.',
    applies: all,
    defaultFor: () => 0,
    required: 'jacksOrBetter; lowballDraw without blinds',
  },
  {
    name: 'anteStyle',
    kind: 'option',
    type: 'enum',
    values: ['uniform', 'bigBlind'],
    description: 'Every player antes (`uniform`), or the big blind alone posts one ante for the table (§3.6).',
    applies: hasBlinds,
    defaultFor: () => 'uniform',
  },
  {
    name: 'bringIn',
    kind: 'stake',
    type: 'integer',
    description: 'Stud bring-in, 0 < bringIn < smallBet; defaults to floor(smallBet / 2) (§3.3).',
    applies: isStud,
    defaultFor: () => null,
  },
  {
    name: 'maxBetsPerRound',
    kind: 'option',
    type: 'integer',
    description: 'Fixed-limit cap: a bet and its raises per round (§3.2.2).',
    applies: allows('fixedLimit'),
    defaultFor: (g) => g.fixedLimitCap,
  },
  {
    name: 'capLiftedHeadsUp',
    kind: 'option',
    type: 'boolean',
    description: 'No cap while exactly two players are active, unless it was reached before (§3.2.2).',
    applies: allows('fixedLimit'),
    defaultFor: () => false,
  },
  {
    name: 'openPairBigBet',
    kind: 'option',
    type: 'boolean',
    description: 'An open pair on the second round lets every player bet or raise the big bet (§3.3).',
    applies: (g) => g.openPairBigBet,
    defaultFor: (g) => g.openPairBigBet,
  },
  {
    name: 'burnCards',
    kind: 'option',
    type: 'boolean',
    description: 'Burn one card before each board, later stud street and draw replacement (§1.3).',
    applies: all,
    defaultFor: () => true,
  },
  {
    name: 'studShortStub',
    kind: 'option',
    type: 'enum',
    values: ['communityCard', 'reshuffleThenCommunity'],
    description: 'What happens when the stub cannot give every player a card (§4.4).',
    applies: isStud,
    defaultFor: () => 'communityCard',
  },
  {
    name: 'maxDraw',
    kind: 'option',
    type: 'integer',
    description: 'Most cards one player may exchange in a draw; 0 (stand pat) is always allowed (§4.8, §4.11).',
    applies: isDraw,
    defaultFor: (g) => g.maxDraw ?? 0,
  },
  {
    name: 'potOpening',
    kind: 'option',
    type: 'enum',
    values: ['fixedPot', 'potLimit'],
    description: 'Pot limit: the opening bet is exactly the pot, or any amount from minBet to the pot (§3.7).',
    applies: anteGame,
    defaultFor: () => 'fixedPot',
  },
  {
    name: 'noOpener',
    kind: 'option',
    type: 'enum',
    values: ['redeal', 'lowballDraw'],
    description: 'When nobody opens: the hand is passed out and the pot carried, or it continues as lowball (§3.7).',
    applies: (g) => g.openingRequirement !== null,
    defaultFor: () => 'redeal',
  },
  {
    name: 'reAnteOnRedeal',
    kind: 'option',
    type: 'boolean',
    description: 'After a passed-out deal everyone antes again into the carried pot (§3.7).',
    applies: anteGame,
    defaultFor: () => true,
  },
  {
    name: 'lowballType',
    kind: 'option',
    type: 'enum',
    values: ['ace-to-five', 'deuce-to-seven'],
    description: 'The low ranking of Nullot, and of a jacks hand continued as lowball (§4.9).',
    applies: anteGame,
    defaultFor: () => 'ace-to-five',
  },
  {
    name: 'potLimitSmallBlindAsBig',
    kind: 'option',
    type: 'boolean',
    description: 'Pot limit: count the small blind as a big blind when sizing the pot (§3.4).',
    applies: (g) => hasBlinds(g) && allows('potLimit')(g),
    defaultFor: () => false,
  },
  {
    name: 'rakeBasisPoints',
    kind: 'option',
    type: 'integer',
    description: 'Rake in hundredths of a percent: 500 = 5 % (§3.11).',
    applies: all,
    defaultFor: () => 0,
  },
  {
    name: 'rakeCap',
    kind: 'option',
    type: 'integer',
    description: 'Most rake taken from one hand; none by default (§3.11).',
    applies: all,
    defaultFor: () => null,
  },
  {
    name: 'noFlopNoDrop',
    kind: 'option',
    type: 'boolean',
    description: 'No rake when the hand ends in the first betting round (§3.11).',
    applies: all,
    defaultFor: () => true,
  },
  {
    name: 'checkRaiseAllowed',
    kind: 'option',
    type: 'boolean',
    description: 'A player who checked may raise later in the round (§1.5).',
    applies: all,
    defaultFor: () => true,
  },
  {
    name: 'allowMuck',
    kind: 'option',
    type: 'boolean',
    description: 'At a showdown without all-ins, a player may concede unseen once a hand is shown (§3.10).',
    applies: all,
    defaultFor: () => false,
  },
  {
    name: 'courchevelHiLo',
    kind: 'option',
    type: 'boolean',
    description: 'Adds an Omaha-style eight-or-better low half (§4.13).',
    applies: (g) => g.rankingOption === 'courchevelHiLo',
    defaultFor: () => false,
  },
  {
    name: 'maxPlayers',
    kind: 'option',
    type: 'integer',
    description: "The table size; may only be lowered below the game's hard maximum (§4.0).",
    applies: all,
    defaultFor: (g) => g.maxPlayers,
  },
];

/** The §6 options and stakes that apply to a game. */
export function optionsFor(game: GameDefinition): readonly OptionSpec[] {
  return OPTION_SPECS.filter((spec) => spec.applies(game));
}
