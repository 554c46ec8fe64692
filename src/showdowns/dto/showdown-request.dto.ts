import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { GAME_IDS, type GameId } from '../../engine';

export const MAX_SEAT = 999;

export class ShowdownPlayerDto {
  /** The player's table seat number (seats may have gaps). */
  @ApiProperty({ example: 3, minimum: 0, maximum: MAX_SEAT })
  @IsInt()
  @Min(0)
  @Max(MAX_SEAT)
  seat!: number;

  /**
   * The cards the player shows down, rank+suit (`As`, `Td`, `2c`): hold'em, pineapples, Irish and
   * Aviation 2; Omaha 4; Courchevel 5; 7-card stud games 7 (6 with a community card on the board);
   * 5 Card Stud and draw games 5.
   */
  @ApiProperty({ type: [String], example: ['Ac', '3c', 'Kh', 'Qd'] })
  @IsArray()
  @ArrayMaxSize(7)
  @IsString({ each: true })
  cards!: string[];
}

export class ShowdownOptionsDto {
  /** lowballDraw only: the low ranking. Default `ace-to-five`. */
  @ApiPropertyOptional({ enum: ['ace-to-five', 'deuce-to-seven'], example: 'deuce-to-seven' })
  @IsOptional()
  @IsIn(['ace-to-five', 'deuce-to-seven'])
  lowballType?: 'ace-to-five' | 'deuce-to-seven';

  /** courchevel only: add an eight-or-better low half. Default false. */
  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean()
  courchevelHiLo?: boolean;
}

export class ShowdownRequestDto {
  /** The game, as listed by GET /v1/games. */
  @ApiProperty({ enum: GAME_IDS, example: 'omahaHiLo' })
  @IsIn(GAME_IDS, { message: `game must be one of: ${GAME_IDS.join(', ')}` })
  game!: GameId;

  /** Community cards: 5 in flop games; none in draw games; none or the one community card of a short stud stub. */
  @ApiPropertyOptional({ type: [String], example: ['2h', '4d', '7c', 'Jd', 'Js'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsString({ each: true })
  board?: string[];

  /** The players still in the hand, each with the cards he shows. */
  @ApiProperty({ type: [ShowdownPlayerDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => ShowdownPlayerDto)
  players!: ShowdownPlayerDto[];

  /** Chips to award. When given, the answer says what each seat receives (RULES.md §3.9). */
  @ApiPropertyOptional({ example: 61, minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  pot?: number;

  /** The button's seat. Needed with `pot` in button games (flop and draw): odd chips go to the first tied hand clockwise from it. */
  @ApiPropertyOptional({ example: 1, minimum: 0, maximum: MAX_SEAT })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_SEAT)
  button?: number;

  /** Options of RULES.md §6 that change a showdown. */
  @ApiPropertyOptional({ type: ShowdownOptionsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShowdownOptionsDto)
  options?: ShowdownOptionsDto;
}
