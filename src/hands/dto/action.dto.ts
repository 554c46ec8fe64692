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

/**
 * What each action type takes, as the OpenAPI document shows the body: a union on `type` whose
 * members list only their own fields (document-polish.ts builds it). The validation is the DTO's
 * below; this table repeats what it and the service accept (`seat` for all but `deal`; `amount`
 * may be left out when the structure allows one total; `draw` without `cards` stands pat).
 */
export const ACTION_BODIES: Readonly<Record<(typeof ACTION_TYPES)[number], { fields: readonly ('seat' | 'amount' | 'cards' | '?seat' | '?amount' | '?cards')[]; description: string }>> = {
  fold: { fields: ['seat'], description: 'Give up the hand.' },
  check: { fields: ['seat'], description: 'Pass, with no bet to call.' },
  call: { fields: ['seat'], description: 'Match the bet faced (all the stack when it is shorter).' },
  bet: { fields: ['seat', '?amount'], description: 'Open the round to the total `amount`; it may be left out when only one total is allowed (fixed limit).' },
  raise: { fields: ['seat', '?amount'], description: 'Raise to the total `amount` (not the increment); it may be left out when only one total is allowed.' },
  bringIn: { fields: ['seat'], description: 'Stud: post the bring-in.' },
  complete: { fields: ['seat', '?amount'], description: 'Stud: complete the bring-in to the total `amount`; it may be left out when only one total is allowed.' },
  discard: { fields: ['seat', '?cards'], description: 'Throw away `cards` without replacement (pineapple games), as many as `count` of the legal action.' },
  draw: { fields: ['seat', '?cards'], description: 'Exchange `cards` for new ones; none (or no `cards`) stands pat.' },
  show: { fields: ['seat', '?cards'], description: 'Show the hand at showdown; a hand holding `??` names its real `cards` (app key only).' },
  muck: { fields: ['seat'], description: 'Concede at showdown without showing.' },
  deal: { fields: ['?seat', 'cards'], description: 'Manual dealing (app key only): the awaited `cards` for `seat`, or the board without `seat`.' },
  checkOrCall: { fields: ['seat'], description: 'Intent: check, or call when facing a bet; recorded as the action it becomes.' },
  betOrRaiseTo: { fields: ['seat', '?amount'], description: 'Intent: bet, raise or complete to the total `amount`; recorded as the action it becomes.' },
  allIn: { fields: ['seat'], description: 'Intent: put the whole stack in (a short call or bring-in, or a bet, raise or completion to the stack); `amount-not-allowed` when the structure does not allow that total.' },
};

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
