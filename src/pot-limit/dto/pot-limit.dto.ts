import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';

const CHIPS = Number.MAX_SAFE_INTEGER;

export class RoundBetDto {
  @ApiProperty({ example: 2 })
  @IsInt() @Min(0) @Max(999)
  seat!: number;

  /** The player's total bet this round (blinds included). */
  @ApiProperty({ example: 45 })
  @IsInt() @Min(0) @Max(CHIPS)
  amount!: number;
}

export class PotLimitRequestDto {
  /** Chips collected in the pot before this betting round (antes, earlier rounds). */
  @ApiProperty({ example: 0 })
  @IsInt() @Min(0) @Max(CHIPS)
  pot!: number;

  /** Every player's bet this round, the actor's included (or left out when he has none). */
  @ApiProperty({ type: [RoundBetDto], example: [{ seat: 4, amount: 5 }, { seat: 5, amount: 10 }, { seat: 1, amount: 10 }, { seat: 2, amount: 45 }] })
  @IsArray() @ArrayMaxSize(23) @ValidateNested({ each: true }) @Type(() => RoundBetDto)
  bets!: RoundBetDto[];

  /** The seat about to act. */
  @ApiProperty({ example: 3 })
  @IsInt() @Min(0) @Max(999)
  actor!: number;

  /** The actor's chips behind, not counting his bet this round. */
  @ApiProperty({ example: 1000 })
  @IsInt() @Min(0) @Max(CHIPS)
  stack!: number;

  /** Largest full bet or raise increment this round; default the big blind. */
  @ApiPropertyOptional({ example: 35 })
  @IsOptional() @IsInt() @Min(1) @Max(CHIPS)
  lastFullRaise?: number;

  @ApiProperty({ example: 10 })
  @IsInt() @Min(1) @Max(CHIPS)
  bigBlind!: number;
}

export class PotLimitResponseDto {
  /** Chips the actor adds to call (capped by his stack). */
  @ApiProperty({ example: 45 })
  toCall!: number;

  /** The highest bet of the round. */
  @ApiProperty({ example: 45 })
  currentBet!: number;

  /** P: the pot the maximum is computed from, every bet of the round included. */
  @ApiProperty({ example: 70 })
  potBeforeAction!: number;

  /** Smallest raise-to total; null when the actor cannot raise. */
  @ApiProperty({ type: Number, nullable: true, example: 80 })
  minRaiseTo!: number | null;

  /** Pot-limit maximum raise-to total, `2B − b + P`, capped by the stack; null when he cannot raise. */
  @ApiProperty({ type: Number, nullable: true, example: 160 })
  maxRaiseTo!: number | null;

  /** Chips the actor adds for the minimum raise. */
  @ApiProperty({ type: Number, nullable: true, example: 80 })
  minRaiseAdds!: number | null;

  /** Chips the actor adds for the maximum raise. */
  @ApiProperty({ type: Number, nullable: true, example: 160 })
  maxRaiseAdds!: number | null;
}
