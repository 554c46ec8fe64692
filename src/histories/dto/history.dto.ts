import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class HandEventView {
  /** Position in the hand's log, from 1. */
  @ApiProperty({ example: 5 })
  seq!: number;

  /**
   * `street`, `ante`, `blind`, `deal`, `burn`, `board`, `discardRound`, `fold`, `check`, `call`, `bet`,
   * `raise`, `discard`, `betReturned`, `roundEnded`, `show`, `potAwarded`, `handEnded`; the other fields
   * depend on it (cards as codes, amounts in chips, `to` = raise-to total).
   */
  @ApiProperty({ example: 'raise' })
  type!: string;

  @ApiProperty({ example: '2026-11-29T22:30:05.000Z' })
  at!: string;

  [field: string]: unknown;
}

export class HandHistoryView {
  @ApiProperty({ example: '3f1c9a52-6a1e-4e43-a0b5-0f6c1f7b8d21' })
  id!: string;

  @ApiProperty({ example: 'holdem' })
  game!: string;

  @ApiProperty({ example: 'noLimit' })
  bettingStructure!: string;

  @ApiProperty({ enum: ['live', 'complete'], example: 'complete' })
  status!: string;

  @ApiProperty({ example: 31 })
  version!: number;

  /** The rules the hand was created with, every one explicit (structure, forced bets, stakes, options, seats); no deck. */
  @ApiProperty({ type: 'object', additionalProperties: true })
  config!: Record<string, unknown>;

  /** SHA-256 (hex) of `<deck codes joined by spaces>:<salt>`, published when the hand was created; null with manual dealing. */
  @ApiProperty({ type: String, nullable: true, example: '9b1c…' })
  commitment!: string | null;

  /** Complete hands only: the deck order, top card first. */
  @ApiPropertyOptional({ type: [String] })
  deck?: string[];

  /** Complete hands only: the salt of the commitment. */
  @ApiPropertyOptional({ example: '4be1…' })
  salt?: string;

  /** Every event, in order. */
  @ApiProperty({ type: [HandEventView] })
  events!: HandEventView[];

  @ApiProperty({ example: '2026-11-29T22:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({ example: '2026-11-29T22:30:05.000Z' })
  updatedAt!: string;
}

export class HistoryQueryDto {
  /** `json` (default): this API's history. `phh`: a PHH document (TOML). `pokerstars`: a PokerStars hand history (text). */
  @ApiPropertyOptional({ enum: ['json', 'phh', 'pokerstars'], example: 'phh' })
  @IsOptional() @IsIn(['json', 'phh', 'pokerstars'])
  format?: 'json' | 'phh' | 'pokerstars';

  /** phh and pokerstars: write the hand as this player saw it (others' down cards unknown until shown). */
  @ApiPropertyOptional({ example: 3 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(999)
  seat?: number;
}

/** A complete heads-up no-limit hold'em hand in PHH: the small blind raises, the big blind folds. */
export const PHH_EXAMPLE = [
  'variant = "NT"',
  'antes = [0, 0]',
  'blinds_or_straddles = [1, 2]',
  'min_bet = 2',
  'starting_stacks = [200, 200]',
  'actions = ["d dh p1 AsKs", "d dh p2 7c2d", "p2 cbr 6", "p1 f"]',
  '',
].join('\n');

export class ImportPhhDto {
  /** The PHH file: one hand (`.phh`) or several in `[N]` sections (`.phhs`). */
  @ApiProperty({ example: PHH_EXAMPLE })
  @IsString() @MaxLength(1_000_000)
  document!: string;
}

export class ImportedHandView {
  /** Position of the hand in the file, from 0. */
  @ApiProperty({ example: 0 })
  index!: number;

  /** The `.phhs` section name. */
  @ApiPropertyOptional({ example: '1' })
  label?: string;

  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'holdem' })
  game!: string;

  @ApiProperty({ example: 'noLimit' })
  bettingStructure!: string;

  @ApiProperty({ enum: ['live', 'complete'] })
  status!: string;

  @ApiProperty({ example: 24 })
  version!: number;
}

export class ImportResultView {
  @ApiProperty({ type: [ImportedHandView] })
  hands!: ImportedHandView[];
}
