import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BETTING_STRUCTURES, GAME_IDS } from '../../engine';

export class CardView {
  /** The card code, or null for a face-down card the viewer may not see. */
  @ApiProperty({ type: String, nullable: true, example: 'As' })
  card!: string | null;

  /** Dealt face up (stud up cards). */
  @ApiProperty({ example: false })
  up!: boolean;
}

export class SeatView {
  @ApiProperty({ example: 3 })
  seat!: number;

  @ApiPropertyOptional({ example: 'alice' })
  name?: string;

  @ApiProperty({ example: 200 })
  startingStack!: number;

  /** Chips behind. */
  @ApiProperty({ example: 180 })
  stack!: number;

  /** Chips in front of the player this betting round. */
  @ApiProperty({ example: 20 })
  bet!: number;

  /** Everything the player has put in this hand. */
  @ApiProperty({ example: 20 })
  committed!: number;

  @ApiProperty({ example: false })
  folded!: boolean;

  @ApiProperty({ example: false })
  allIn!: boolean;

  @ApiProperty({ type: [CardView] })
  cards!: CardView[];
}

export class LegalActionView {
  @ApiProperty({ enum: ['fold', 'check', 'call', 'bet', 'raise', 'bringIn', 'complete', 'discard', 'draw', 'show', 'muck', 'deal'], example: 'raise' })
  type!: string;

  /** call and bringIn: the chips the player adds. */
  @ApiPropertyOptional({ example: 10 })
  amount?: number;

  /** call and bringIn: whether that is the player's whole stack. */
  @ApiPropertyOptional({ example: false })
  allIn?: boolean;

  /** bet/raise/complete: smallest total to bet, raise or complete to this round. */
  @ApiPropertyOptional({ example: 20 })
  min?: number;

  /** bet/raise/complete: largest total (pot-limit maximum, stack, or the fixed-limit amount). */
  @ApiPropertyOptional({ example: 45 })
  max?: number;

  /** When only some totals between min and max are allowed (stud open pair: the small or the big bet), those totals. */
  @ApiPropertyOptional({ type: [Number], example: [2, 4] })
  amounts?: number[];

  /** draw: the most cards that may be exchanged (0 = stand pat is always allowed). */
  @ApiPropertyOptional({ example: 4 })
  maxCards?: number;

  /** discard: how many cards to throw away. deal: how many cards to deal. */
  @ApiPropertyOptional({ example: 1 })
  count?: number;

  /** deal: the seat to deal to, null for the board. */
  @ApiPropertyOptional({ type: Number, nullable: true, example: 3 })
  seat?: number | null;

  /** deal: each card's face; `??` only for `down`. */
  @ApiPropertyOptional({ type: [String], enum: ['down', 'up'], example: ['down', 'down'] })
  faces?: ('down' | 'up')[];

  /** show: the hand holds this many unknown cards (`??`), so the show must name them. */
  @ApiPropertyOptional({ example: 2 })
  unknownCards?: number;

  /** discard and draw: the cards that may be thrown away. */
  @ApiPropertyOptional({ type: [String], example: ['As', '7d', '2c'] })
  cards?: string[];
}

export class AwaitedDealView {
  /** The seat to deal to, or null for the board (or the stud community card). */
  @ApiProperty({ type: Number, nullable: true, example: 3 })
  seat!: number | null;

  @ApiProperty({ example: 2 })
  count!: number;

  /** Each card's face: `??` is allowed only for `down` cards. */
  @ApiProperty({ type: [String], enum: ['down', 'up'], example: ['down', 'down'] })
  faces!: ('down' | 'up')[];
}

export class ToActView {
  @ApiProperty({ example: 4 })
  seat!: number;

  /** Every action the seat may take now, with exact amounts. */
  @ApiProperty({ type: [LegalActionView] })
  legalActions!: LegalActionView[];
}

export class PotView {
  @ApiProperty({ example: 120 })
  amount!: number;

  /** Seats that may win it. */
  @ApiProperty({ type: [Number], example: [1, 3] })
  eligible!: number[];
}

export class WinnerView {
  @ApiProperty({ example: 3 })
  seat!: number;

  @ApiProperty({ example: 60 })
  amount!: number;

  /** Of which won with the high hand. */
  @ApiProperty({ example: 60 })
  high!: number;

  /** Of which won with the low hand. */
  @ApiProperty({ example: 0 })
  low!: number;
}

export class PotResultView {
  /** Chips awarded, after rake. */
  @ApiProperty({ example: 113 })
  amount!: number;

  @ApiProperty({ example: 7 })
  rake!: number;

  @ApiProperty({ type: [Number], example: [1, 2] })
  eligible!: number[];

  @ApiProperty({ type: [WinnerView] })
  winners!: WinnerView[];
}

export class ShownHandSummary {
  @ApiProperty({ example: 1609 })
  rank!: number;

  @ApiProperty({ example: 'twoPair' })
  category!: string;

  @ApiProperty({ type: [String], example: ['Ks', 'Kd', '7c', '7h', 'As'] })
  cards!: string[];

  @ApiProperty({ example: 'Two pair, kings and sevens' })
  description!: string;
}

export class ShownView {
  @ApiProperty({ example: 3 })
  seat!: number;

  @ApiProperty({ type: [String], example: ['Ks', 'Kd'] })
  cards!: string[];

  @ApiPropertyOptional({ type: ShownHandSummary })
  high?: ShownHandSummary;

  @ApiPropertyOptional({ type: ShownHandSummary, nullable: true })
  low?: ShownHandSummary | null;
}

export class StackView {
  @ApiProperty({ example: 3 })
  seat!: number;

  @ApiProperty({ example: 260 })
  stack!: number;
}

export class ResultView {
  @ApiProperty({ type: [PotResultView] })
  pots!: PotResultView[];

  @ApiProperty({ example: 0 })
  rake!: number;

  @ApiProperty({ type: [StackView] })
  finalStacks!: StackView[];

  /** Hands shown at showdown, in show order; empty when the hand was won without a showdown. */
  @ApiProperty({ type: [ShownView] })
  shown!: ShownView[];

  /** A deal nobody opened (§3.7): the chips to carry into the next deal as `deadMoney`. */
  @ApiPropertyOptional({ example: 20 })
  carried?: number;
}

export class StakesView {
  @ApiProperty({ example: 1 }) smallBlind!: number;
  @ApiProperty({ example: 2 }) bigBlind!: number;
  @ApiProperty({ example: 0 }) ante!: number;
  @ApiProperty({ enum: ['uniform', 'bigBlind'], example: 'uniform' }) anteStyle!: string;
  @ApiProperty({ example: 0 }) bringIn!: number;
  @ApiProperty({ example: 0 }) smallBet!: number;
  @ApiProperty({ example: 0 }) bigBet!: number;
  @ApiProperty({ example: 2 }) minBet!: number;
}

export class SeatTokenView {
  @ApiProperty({ example: 3 })
  seat!: number;

  /** Send as `Authorization: Bearer <token>`. Shown once; a new one can be issued, which revokes this one. */
  @ApiProperty({ example: 'crp_seat_9fJ2...' })
  token!: string;
}

export class SeatTokensView {
  @ApiProperty({ type: [SeatTokenView] })
  seatTokens!: SeatTokenView[];
}

export class HandView {
  @ApiProperty({ example: '3f1c9a52-6a1e-4e43-a0b5-0f6c1f7b8d21' })
  id!: string;

  @ApiProperty({ enum: GAME_IDS, example: 'holdem' })
  game!: string;

  @ApiProperty({ enum: BETTING_STRUCTURES, example: 'noLimit' })
  bettingStructure!: string;

  @ApiProperty({ type: StakesView })
  stakes!: StakesView;

  @ApiProperty({ example: 1 })
  button!: number;

  @ApiProperty({ enum: ['live', 'complete'], example: 'live' })
  status!: string;

  /** Number of events so far; the ETag carries it. */
  @ApiProperty({ example: 7 })
  version!: number;

  /** Current street, e.g. `preflop`, `flop`, `fourthStreet`. */
  @ApiProperty({ type: String, nullable: true, example: 'preflop' })
  street!: string | null;

  @ApiProperty({ type: [String], example: [] })
  board!: string[];

  @ApiProperty({ type: [SeatView] })
  seats!: SeatView[];

  /** Chips collected in the pot, not counting this round's bets. */
  @ApiProperty({ example: 0 })
  pot!: number;

  /** The collected chips as main and side pots. */
  @ApiProperty({ type: [PotView] })
  pots!: PotView[];

  /** Whose turn it is and what he may do; null when the hand is complete. */
  @ApiProperty({ type: ToActView, nullable: true })
  toAct!: ToActView | null;

  /** Once complete: every pot's winners, the rake, the final stacks and the hands shown. */
  @ApiProperty({ type: ResultView, nullable: true })
  result!: ResultView | null;

  @ApiProperty({ example: 0 })
  deadMoney!: number;

  /** `deck`: the server deals; `manual`: the caller deals with `deal` actions. */
  @ApiProperty({ enum: ['deck', 'manual'], example: 'deck' })
  dealing!: 'deck' | 'manual';

  /** Manual dealing: the deal the hand waits for (then `toAct` is null), or null. */
  @ApiProperty({ type: AwaitedDealView, nullable: true })
  awaitingDeal!: AwaitedDealView | null;

  /** SHA-256 (hex) of `<deck codes joined by spaces>:<salt>`; the history of the complete hand reveals both. Null with manual dealing. */
  @ApiProperty({ type: String, nullable: true, example: '9b1c…' })
  commitment!: string | null;

  /** The seat whose view this is, when `?seat` was given. */
  @ApiPropertyOptional({ example: 3 })
  viewer?: number;

  @ApiProperty({ example: '2026-11-29T22:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({ example: '2026-11-29T22:30:05.000Z' })
  updatedAt!: string;

  /** Only in the answer to `POST /v1/hands` with `seatTokens: true`: one token per seat, shown once. */
  @ApiPropertyOptional({ type: [SeatTokenView] })
  seatTokens?: SeatTokenView[];
}
