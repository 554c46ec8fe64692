import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BETTING_STRUCTURES, GAME_IDS } from '../../engine';

const RANKINGS = ['high', 'aceToFive', 'eightOrBetter', 'deuceToSeven'];

export class CardsDealtDto {
  /** Cards each player receives face down over the hand (draw replacements not counted). */
  @ApiProperty({ example: 2 })
  down!: number;

  /** Cards each player receives face up (stud). */
  @ApiProperty({ example: 0 })
  up!: number;

  /** Hole cards a player keeps at showdown, after mandatory discards (pineapple family). */
  @ApiProperty({ example: 2 })
  atShowdown!: number;

  /** Community cards. */
  @ApiProperty({ example: 5 })
  board!: number;
}

export class DealStepDto {
  /** `burn`, `hole` (cards to each player), `board`, `discard` (mandatory) or `draw` (0..maxDraw). */
  @ApiProperty({ enum: ['burn', 'hole', 'board', 'discard', 'draw'], example: 'board' })
  kind!: string;

  /** Faces of the hole cards dealt, one pass each (`hole` only). */
  @ApiPropertyOptional({ type: [String], enum: ['down', 'up'], example: ['down', 'down'] })
  faces?: string[];

  /** Number of cards (`board`, `discard`). */
  @ApiPropertyOptional({ example: 3 })
  count?: number;
}

export class BettingRoundDto {
  /** Street name, e.g. `preflop`, `flop`, `fourthStreet`, `firstDraw`. */
  @ApiProperty({ example: 'flop' })
  name!: string;

  /** What happens before the betting, in order. */
  @ApiProperty({ type: [DealStepDto] })
  before!: DealStepDto[];

  /** Fixed-limit bet unit of the round. */
  @ApiProperty({ enum: ['smallBet', 'bigBet'], example: 'smallBet' })
  unit!: string;

  /** Who acts first: left of the big blind, left of the button, the bring-in, or the best showing hand. */
  @ApiProperty({ enum: ['leftOfBigBlind', 'leftOfButton', 'bringIn', 'bestShowingHand'], example: 'leftOfButton' })
  firstToAct!: string;
}

export class RankingsDto {
  /** Ranking of the high hand, or null in low-only games. */
  @ApiProperty({ enum: RANKINGS, nullable: true, type: String, example: 'high' })
  high!: string | null;

  /** Ranking of the low hand, or null in high-only games. */
  @ApiProperty({ enum: RANKINGS, nullable: true, type: String, example: null })
  low!: string | null;

  /** `high`, `low`, or `hiLo` (each pot split between best high and best qualifying low). */
  @ApiProperty({ enum: ['high', 'low', 'hiLo'], example: 'high' })
  split!: string;
}

export class StructuresDto {
  @ApiProperty({ enum: BETTING_STRUCTURES, example: 'fixedLimit' })
  default!: string;

  @ApiProperty({ enum: BETTING_STRUCTURES, isArray: true, example: ['fixedLimit', 'potLimit', 'noLimit'] })
  allowed!: string[];
}

export class GameOptionDto {
  @ApiProperty({ example: 'burnCards' })
  name!: string;

  /** `stake` (amounts of the forced bets and bet sizes) or `option` (rule switches). */
  @ApiProperty({ enum: ['stake', 'option'], example: 'option' })
  kind!: string;

  @ApiProperty({ enum: ['boolean', 'integer', 'enum'], example: 'boolean' })
  type!: string;

  /** Accepted values of an enum option. */
  @ApiPropertyOptional({ type: [String], example: ['uniform', 'bigBlind'] })
  values?: string[];

  /** Default for this game; null when there is none. */
  @ApiProperty({ nullable: true, oneOf: [{ type: 'boolean' }, { type: 'integer' }, { type: 'string' }], example: true })
  default!: boolean | number | string | null;

  /** When the caller must give it, if ever. */
  @ApiPropertyOptional({ example: 'fixedLimit' })
  required?: string;

  @ApiProperty({ example: 'Burn one card before each board, later stud street and draw replacement (§1.3).' })
  description!: string;
}

export class GameDto {
  /** Stable identifier, as in RULES.md §4.0. */
  @ApiProperty({ enum: GAME_IDS, example: 'holdem' })
  id!: string;

  @ApiProperty({ example: "Texas Hold'em" })
  name!: string;

  @ApiProperty({ enum: ['flop', 'stud', 'draw'], example: 'flop' })
  family!: string;

  @ApiProperty({ example: 2 })
  minPlayers!: number;

  /** Hard maximum; a hand may configure fewer. */
  @ApiProperty({ example: 10 })
  maxPlayers!: number;

  /** Usual table size where it is below the maximum. */
  @ApiPropertyOptional({ example: 6 })
  usualMaxPlayers?: number;

  @ApiProperty({ enum: ['blinds', 'antesAndBringIn', 'antes'], example: 'blinds' })
  forcedBets!: string;

  @ApiProperty({ type: CardsDealtDto })
  cards!: CardsDealtDto;

  @ApiProperty({ type: [BettingRoundDto] })
  bettingRounds!: BettingRoundDto[];

  @ApiProperty({ enum: ['best5of7', 'exactly2plus3', 'all5'], example: 'best5of7' })
  handForming!: string;

  @ApiProperty({ type: RankingsDto })
  rankings!: RankingsDto;

  @ApiProperty({ type: StructuresDto })
  bettingStructures!: StructuresDto;

  /** Draw games: most cards one player may exchange per draw. */
  @ApiPropertyOptional({ example: 5 })
  maxDraw?: number;

  /** Stakes and options of RULES.md §6 that apply to this game, with its defaults. */
  @ApiProperty({ type: [GameOptionDto] })
  options!: GameOptionDto[];

  /** Whether hands of this game can be created and played through /v1/hands. */
  @ApiProperty({ example: false })
  playable!: boolean;

  /** The sections of the rules that define the game. */
  @ApiProperty({ example: 'RULES.md §4.1' })
  rules!: string;
}

export class GameListDto {
  @ApiProperty({ type: [GameDto] })
  games!: GameDto[];
}
