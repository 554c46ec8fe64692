import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ShowdownRankingsDto } from '../../showdowns/dto/showdown-result.dto';

export class PlayerEquityDto {
  /** Expected share of the pot, 0 to 1; the players' equities add up to 1. */
  @ApiProperty({ type: 'number', format: 'double', minimum: 0, maximum: 1, example: 0.8125548967940273 })
  equity!: number;

  /** Frequency of winning the whole pot (in hi-lo: a scoop). */
  @ApiProperty({ type: 'number', format: 'double', minimum: 0, maximum: 1, example: 0.8106457731804633 })
  win!: number;

  /** Frequency of receiving part of the pot: a tie, or one half of a hi-lo pot. */
  @ApiProperty({ type: 'number', format: 'double', minimum: 0, maximum: 1, example: 0.003818247227127893 })
  tie!: number;

  /** Frequency of receiving nothing. */
  @ApiProperty({ type: 'number', format: 'double', minimum: 0, maximum: 1, example: 0.18553597959240883 })
  lose!: number;

  /** Runouts (exact) or samples (Monte Carlo) behind `win`; absent when range weights make them fractional. */
  @ApiPropertyOptional({ example: 1388072 })
  wins?: number;

  @ApiPropertyOptional({ example: 6538 })
  ties?: number;

  @ApiPropertyOptional({ example: 317694 })
  losses?: number;

  /** Hi-lo: the part of `equity` won with the high half (the whole pot when no low qualifies). */
  @ApiPropertyOptional({ type: 'number', format: 'double', minimum: 0, maximum: 1, example: 0.41 })
  high?: number;

  /** Hi-lo: the part of `equity` won with the low half; high + low = equity, and over all players = 1. */
  @ApiPropertyOptional({ type: 'number', format: 'double', minimum: 0, maximum: 1, example: 0.2 })
  low?: number;

  /** Hi-lo: frequency of winning the whole pot, counted once (the same as `win`). */
  @ApiPropertyOptional({ type: 'number', format: 'double', minimum: 0, maximum: 1, example: 0.3 })
  scoop?: number;

  /** Monte Carlo: the standard error of `equity`. */
  @ApiPropertyOptional({ type: 'number', format: 'double', minimum: 0, maximum: 1, example: 0.0012 })
  standardError?: number;
}

export class EquityResultDto {
  @ApiProperty({ example: 'holdem' })
  game!: string;

  /** The rankings used, after options such as `lowballType`. */
  @ApiProperty({ type: ShowdownRankingsDto })
  rankings!: ShowdownRankingsDto;

  @ApiProperty({ enum: ['exact', 'monteCarlo'], example: 'exact' })
  method!: string;

  /** Exact: runouts enumerated (summed over range combinations); Monte Carlo: samples drawn. */
  @ApiProperty({ example: 1712304 })
  runouts!: number;

  /** Exact: the runouts of a complete enumeration. */
  @ApiPropertyOptional({ example: 1712304 })
  totalRunouts?: number;

  /** Monte Carlo: the seed; the same request with it gives the same answer. */
  @ApiPropertyOptional({ example: 'b1946ac92492d2347c6235b4d2611184' })
  seed?: string;

  /** True when the time budget stopped the run (exact: a partial enumeration; Monte Carlo: fewer samples). */
  @ApiProperty({ example: false })
  cutShort!: boolean;

  /** Milliseconds spent computing. */
  @ApiProperty({ type: 'number', format: 'double', minimum: 0, maximum: 3_600_000, example: 14.2 })
  elapsedMs!: number;

  /** Each player's equity, in the order of the request. */
  @ApiProperty({ type: [PlayerEquityDto] })
  players!: PlayerEquityDto[];
}
