import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';

export const ACTION_TYPES = [
  'fold',
  'check',
  'call',
  'bet',
  'raise',
  'bringIn',
  'complete',
  'discard',
  'draw',
  'show',
  'muck',
  'deal',
  'checkOrCall',
  'betOrRaiseTo',
  'allIn',
] as const;

/** The highest seat number. */
export const MAX_ACTION_SEAT = 999;

export class ActionDto {
  /** The seat acting; it must be the seat to act. `deal`: the seat dealt to, none for board cards. */
  @ApiPropertyOptional({ example: 4 })
  @ValidateIf((o: ActionDto) => o.type !== 'deal' || o.seat !== undefined)
  @IsInt() @Min(0) @Max(MAX_ACTION_SEAT)
  seat!: number;

  /**
   * The action, as `toAct.legalActions` lists them; or an intent, resolved against those legal
   * actions and recorded as the action it becomes: `checkOrCall` (check, or call when facing a bet),
   * `betOrRaiseTo` with `amount` (bet, raise or stud completion to that total), `allIn` (the action
   * that puts the whole stack in: a short call or bring-in, or a bet, raise or completion to the
   * stack; refused with `amount-not-allowed` when the structure does not allow that total, as in
   * fixed limit with more chips than the bet).
   */
  @ApiProperty({ enum: ACTION_TYPES, example: 'raise' })
  @IsIn(ACTION_TYPES, { message: `type must be one of: ${ACTION_TYPES.join(', ')}` })
  type!: (typeof ACTION_TYPES)[number];

  /** bet/raise/complete/betOrRaiseTo: the total to bet or raise to this round (not the increment). */
  @ApiPropertyOptional({ example: 6 })
  @IsOptional() @IsInt() @Min(0) @Max(Number.MAX_SAFE_INTEGER)
  amount?: number;

  /**
   * discard/draw: the cards thrown away. deal (manual dealing): the cards dealt, `??` for a down card
   * nobody saw. show: a hand holding `??` names its real cards.
   */
  @ApiPropertyOptional({ type: [String], example: ['7d'] })
  @IsOptional() @IsArray() @ArrayMaxSize(5) @IsString({ each: true })
  cards?: string[];
}
