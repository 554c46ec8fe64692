import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsStorableDate, STORABLE_DATE_RANGE } from '../../common/validation/storable-date';
import { GAME_IDS } from '../../engine';

export class HandSummaryView {
  @ApiProperty({ example: '3f1c9a52-6a1e-4e43-a0b5-0f6c1f7b8d21' }) id!: string;
  @ApiProperty({ example: 'holdem' }) game!: string;
  @ApiProperty({ example: 'noLimit' }) bettingStructure!: string;
  @ApiProperty({ enum: ['live', 'complete'], example: 'live' }) status!: string;
  @ApiProperty({ example: 12 }) version!: number;
  @ApiProperty({ example: '2026-11-29T22:30:00.000Z' }) createdAt!: string;
  @ApiProperty({ example: '2026-11-29T22:30:05.000Z' }) updatedAt!: string;
}

export class HandListView {
  /** Newest first. */
  @ApiProperty({ type: [HandSummaryView] })
  items!: HandSummaryView[];

  /** Pass as `cursor` for the next page; null on the last page. */
  @ApiProperty({ type: String, nullable: true, example: null })
  nextCursor!: string | null;
}

export class ListHandsQueryDto {
  @ApiPropertyOptional({ enum: GAME_IDS })
  @IsOptional() @IsIn(GAME_IDS, { message: `game must be one of: ${GAME_IDS.join(', ')}` })
  game?: string;

  @ApiPropertyOptional({ enum: ['live', 'complete'] })
  @IsOptional() @IsIn(['live', 'complete'], { message: 'status must be live or complete' })
  status?: string;

  /** Created at or after this instant (ISO 8601). */
  @ApiPropertyOptional({ example: '2026-11-01T00:00:00Z' })
  @IsOptional() @IsISO8601({ strict: true }, { message: 'createdFrom must be an ISO 8601 date-time' }) @IsStorableDate({ message: `createdFrom must be ${STORABLE_DATE_RANGE}` })
  createdFrom?: string;

  /** Created before this instant (ISO 8601). */
  @ApiPropertyOptional({ example: '2026-12-01T00:00:00Z' })
  @IsOptional() @IsISO8601({ strict: true }, { message: 'createdTo must be an ISO 8601 date-time' }) @IsStorableDate({ message: `createdTo must be ${STORABLE_DATE_RANGE}` })
  createdTo?: string;

  /** Page size, 1 to 100; default 20. */
  @ApiPropertyOptional({ example: 20, minimum: 1, maximum: 100 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100)
  limit?: number;

  /** `nextCursor` of the previous page. */
  @ApiPropertyOptional()
  @IsOptional() @IsString() @MaxLength(200)
  cursor?: string;
}

export class HandQueryDto {
  /** A player's view: his own cards, face-up cards, the board, and others' cards once shown. */
  @ApiPropertyOptional({ example: 3 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(999)
  seat?: number;
}

export class ReplayQueryDto {
  /** Number of events to fold: 0 is the empty table, `version` the current state. */
  @ApiProperty({ example: 10 })
  @Type(() => Number) @IsInt() @Min(0) @Max(100000)
  step!: number;

  /** A player's view of that moment, as with `GET /v1/hands/{id}?seat=N`. */
  @ApiPropertyOptional({ example: 3 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(999)
  seat?: number;
}

export class IssueSeatTokensDto {
  /** The seats to issue tokens for; all seats of the hand when absent. */
  @ApiPropertyOptional({ type: [Number], example: [1, 3] })
  @IsOptional() @IsArray() @ArrayMinSize(1) @ArrayMaxSize(10) @IsInt({ each: true }) @Min(0, { each: true }) @Max(999, { each: true })
  seats?: number[];
}
