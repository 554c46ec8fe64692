import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const RANKINGS = ['high', 'aceToFive', 'eightOrBetter', 'deuceToSeven'];

export class HandDto {
  /** The ranking this hand was judged by. */
  @ApiProperty({ enum: RANKINGS, example: 'high' })
  ranking!: string;

  /** Comparable within one ranking: smaller is better, equal is a tie. */
  @ApiProperty({ example: 1609 })
  rank!: number;

  @ApiProperty({
    enum: ['straightFlush', 'fourOfAKind', 'fullHouse', 'flush', 'straight', 'threeOfAKind', 'twoPair', 'onePair', 'highCard'],
    example: 'threeOfAKind',
  })
  category!: string;

  /** The five cards that make the hand. */
  @ApiProperty({ type: [String], example: ['Js', 'Jd', 'Jh', '9c', '7c'] })
  cards!: string[];

  @ApiProperty({ example: 'Three of a kind, jacks' })
  description!: string;
}

export class SeatHandsDto {
  @ApiProperty({ example: 2 })
  seat!: number;

  /** The high hand; absent in low-only games. */
  @ApiPropertyOptional({ type: HandDto })
  high?: HandDto;

  /** The low hand; absent in high-only games, `null` when the player has no qualifying low. */
  @ApiPropertyOptional({ type: HandDto, nullable: true })
  low?: HandDto | null;
}

export class StandingsDto {
  /** Seats by high hand, best first, as groups of tied seats. */
  @ApiPropertyOptional({ type: 'array', items: { type: 'array', items: { type: 'integer' } }, example: [[2], [1]] })
  high?: number[][];

  /** Seats by low hand, best first, as groups of tied seats; seats without a qualifying low are left out. */
  @ApiPropertyOptional({ type: 'array', items: { type: 'array', items: { type: 'integer' } }, example: [[1], [2]] })
  low?: number[][];
}

export class AwardDto {
  @ApiProperty({ example: 2 })
  seat!: number;

  /** Chips this seat receives from the pot. */
  @ApiProperty({ example: 31 })
  amount!: number;

  /** Of which won with the high hand. */
  @ApiProperty({ example: 31 })
  high!: number;

  /** Of which won with the low hand. */
  @ApiProperty({ example: 0 })
  low!: number;
}

export class ShowdownRankingsDto {
  @ApiProperty({ enum: RANKINGS, nullable: true, type: String, example: 'high' })
  high!: string | null;

  @ApiProperty({ enum: RANKINGS, nullable: true, type: String, example: 'eightOrBetter' })
  low!: string | null;
}

export class ShowdownResultDto {
  @ApiProperty({ example: 'omahaHiLo' })
  game!: string;

  /** The rankings used, after options such as `lowballType`. */
  @ApiProperty({ type: ShowdownRankingsDto })
  rankings!: ShowdownRankingsDto;

  /** Each seat's hands, in the order of the request. */
  @ApiProperty({ type: [SeatHandsDto] })
  hands!: SeatHandsDto[];

  @ApiProperty({ type: StandingsDto })
  standings!: StandingsDto;

  /** What each winning seat receives; only when `pot` was given. */
  @ApiPropertyOptional({ type: [AwardDto] })
  awards?: AwardDto[];
}
