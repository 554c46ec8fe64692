import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { GAME_IDS, type GameId } from '../../engine';
import { ShowdownOptionsDto } from '../../showdowns/dto/showdown-request.dto';

export const MAX_EXACT_LIMIT = 50_000_000;
export const MAX_SAMPLES = 10_000_000;
export const MAX_TIME_BUDGET_MS = 10_000;
export const DEFAULT_TIME_BUDGET_MS = 2_000;

export class EquityPlayerDto {
  /**
   * Known cards, rank+suit. Flop games: the hole cards (hold'em 2; Omaha 4; Courchevel 5; pineapples,
   * Irish and Aviation the 2 kept after the discards). Draw games: the cards kept for the next draw
   * (he draws the rest). Stud: every card of the player (or use `up` and `down`).
   */
  @ApiPropertyOptional({ type: [String], example: ['As', 'Ah'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(7)
  @IsString({ each: true })
  cards?: string[];

  /** Stud: the up cards. */
  @ApiPropertyOptional({ type: [String], example: ['Kd', '7c'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsString({ each: true })
  up?: string[];

  /** Stud: the down cards, `??` for a down card nobody has seen (it is dealt from the unseen cards). */
  @ApiPropertyOptional({ type: [String], example: ['??', '??'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3)
  @IsString({ each: true })
  down?: string[];

  /**
   * Flop games, instead of cards: a range. Two hole cards: `QQ+, AKs, A5s-A2s, KQo, AhKh`, each item
   * optionally weighted `AKs:0.5`. Omaha and Courchevel: a list of exact hands, `AsAhKsKh, 9h8h7c6c:0.5`.
   */
  @ApiPropertyOptional({ example: 'QQ+, AKs, A5s-A2s:0.5' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  range?: string;
}

export class EquityRequestDto {
  /** The game, as listed by GET /v1/games. */
  @ApiProperty({ enum: GAME_IDS, example: 'holdem' })
  @IsIn(GAME_IDS, { message: `game must be one of: ${GAME_IDS.join(', ')}` })
  game!: GameId;

  /** Options of RULES.md §6 that change the rankings (`lowballType`, `courchevelHiLo`). */
  @ApiPropertyOptional({ type: ShowdownOptionsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShowdownOptionsDto)
  options?: ShowdownOptionsDto;

  /** Community cards so far: flop games 0, 3, 4 or 5 (Courchevel 1, 3, 4, 5); a 7-card stud game at most its §4.4 community card. */
  @ApiPropertyOptional({ type: [String], example: [] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsString({ each: true })
  board?: string[];

  /** Cards known to be out of play: folded hands, exposed discards, burned cards. */
  @ApiPropertyOptional({ type: [String], example: [] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(52)
  @IsString({ each: true })
  dead?: string[];

  /** The players still in the hand, each with cards or (flop games) a range. */
  @ApiProperty({ type: [EquityPlayerDto] })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => EquityPlayerDto)
  players!: EquityPlayerDto[];

  /** Force a method. By default: exact when the runouts fit `exactLimit`, Monte Carlo otherwise. */
  @ApiPropertyOptional({ enum: ['exact', 'monteCarlo'], example: 'exact' })
  @IsOptional()
  @IsIn(['exact', 'monteCarlo'])
  method?: 'exact' | 'monteCarlo';

  /** Most runouts enumerated exactly (summed over range combinations). Default 2,000,000. */
  @ApiPropertyOptional({ example: 2_000_000, minimum: 0, maximum: MAX_EXACT_LIMIT })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_EXACT_LIMIT)
  exactLimit?: number;

  /** Monte Carlo samples. Default 100,000. */
  @ApiPropertyOptional({ example: 100_000, minimum: 1, maximum: MAX_SAMPLES })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_SAMPLES)
  samples?: number;

  /** Monte Carlo seed, so a run can be reproduced; one is generated (and returned) when absent. */
  @ApiPropertyOptional({ example: 'replay-42', maxLength: 64 })
  @IsOptional()
  @IsString()
  @Matches(/^[\x21-\x7e]{1,64}$/, { message: 'seed is 1 to 64 printable ASCII characters' })
  seed?: string;

  /**
   * Most milliseconds of computing; the answer says `cutShort` when the run stopped at it. Default 2,000.
   * An exact enumeration chosen by default that has not finished in half of it gives way to Monte Carlo.
   */
  @ApiPropertyOptional({ example: 2000, minimum: 1, maximum: MAX_TIME_BUDGET_MS })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_TIME_BUDGET_MS)
  timeBudgetMs?: number;
}
