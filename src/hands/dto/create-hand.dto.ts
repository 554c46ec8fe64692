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
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsFlatRecord } from '../../common/validation/request-shape';
import { BETTING_STRUCTURES, GAME_IDS } from '../../engine';

const CHIPS = Number.MAX_SAFE_INTEGER;

export class StakesDto {
  /** Small blind (button games). Fixed limit: defaults to floor(smallBet / 2). */
  @ApiPropertyOptional({ example: 1 })
  @IsOptional() @IsInt() @Min(0) @Max(CHIPS)
  smallBlind?: number;

  /** Big blind (button games). Fixed limit: defaults to and must equal smallBet. */
  @ApiPropertyOptional({ example: 2 })
  @IsOptional() @IsInt() @Min(0) @Max(CHIPS)
  bigBlind?: number;

  /** Ante; default 0. */
  @ApiPropertyOptional({ example: 0 })
  @IsOptional() @IsInt() @Min(0) @Max(CHIPS)
  ante?: number;

  /** `uniform` (everyone antes) or `bigBlind` (the big blind antes for the table). */
  @ApiPropertyOptional({ enum: ['uniform', 'bigBlind'], example: 'uniform' })
  @IsOptional() @IsIn(['uniform', 'bigBlind'])
  anteStyle?: 'uniform' | 'bigBlind';

  /** Stud bring-in; default floor(smallBet / 2). */
  @ApiPropertyOptional({ example: 1 })
  @IsOptional() @IsInt() @Min(0) @Max(CHIPS)
  bringIn?: number;

  /** Fixed limit: bet size of the small-bet rounds. */
  @ApiPropertyOptional({ example: 2 })
  @IsOptional() @IsInt() @Min(0) @Max(CHIPS)
  smallBet?: number;

  /** Fixed limit: bet size of the big-bet rounds. */
  @ApiPropertyOptional({ example: 4 })
  @IsOptional() @IsInt() @Min(0) @Max(CHIPS)
  bigBet?: number;

  /** Pot and no limit: smallest bet; default the big blind (the ante in ante-only games). */
  @ApiPropertyOptional({ example: 2 })
  @IsOptional() @IsInt() @Min(0) @Max(CHIPS)
  minBet?: number;
}

export class SeatDto {
  /** Table seat number; seats may have gaps. Clockwise is ascending. */
  @ApiProperty({ example: 1 })
  @IsInt() @Min(0) @Max(999)
  seat!: number;

  /** Chips the player starts the hand with. */
  @ApiProperty({ example: 200 })
  @IsInt() @Min(1) @Max(CHIPS)
  stack!: number;

  @ApiPropertyOptional({ example: 'alice' })
  @IsOptional() @IsString() @MaxLength(64)
  name?: string;
}

export class CreateHandDto {
  @ApiProperty({ enum: GAME_IDS, example: 'holdem' })
  @IsIn(GAME_IDS, { message: `game must be one of: ${GAME_IDS.join(', ')}` })
  game!: string;

  /** Default: the game's default structure (GET /v1/games). */
  @ApiPropertyOptional({ enum: BETTING_STRUCTURES, example: 'noLimit' })
  @IsOptional()
  @IsIn(BETTING_STRUCTURES, { message: `bettingStructure must be one of: ${BETTING_STRUCTURES.join(', ')}` })
  bettingStructure?: string;

  /** Only the stakes the game and structure use. */
  @ApiProperty({ type: StakesDto })
  @ValidateNested() @Type(() => StakesDto)
  stakes!: StakesDto;

  @ApiProperty({ type: [SeatDto] })
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(10) @ValidateNested({ each: true }) @Type(() => SeatDto)
  seats!: SeatDto[];

  /**
   * The button's (dealer's) seat: required in flop and draw games. Stud games have no button; there it
   * only orders the deal and breaks ties between equal showing hands, and defaults to the highest seat
   * (the deal then starts with the lowest).
   */
  @ApiPropertyOptional({ example: 1 })
  @IsOptional() @IsInt() @Min(0) @Max(999)
  button?: number;

  /** A full deck order, top card first (52 codes). Without it and without `seed` the server shuffles with a secure generator. */
  @ApiPropertyOptional({ type: [String], example: undefined })
  @IsOptional() @IsArray() @ArrayMaxSize(52) @IsString({ each: true })
  deck?: string[];

  /**
   * `deck` (default): the server deals from its deck. `manual`: no deck; the hand waits at every deal
   * for a `deal` action naming the cards (live games with physical cards, imports).
   */
  @ApiPropertyOptional({ enum: ['deck', 'manual'], example: 'deck' })
  @IsOptional() @IsIn(['deck', 'manual'])
  dealing?: 'deck' | 'manual';

  /** A seed for a reproducible shuffle (the same seed deals the same cards). */
  @ApiPropertyOptional({ example: undefined })
  @IsOptional() @IsString() @Length(1, 256)
  seed?: string;

  /** Chips already in the pot (e.g. a passed-out pot carried over). */
  @ApiPropertyOptional({ example: 0 })
  @IsOptional() @IsInt() @Min(0) @Max(CHIPS)
  deadMoney?: number;

  /** Options of RULES.md §6 (GET /v1/games/{id} lists those of each game with their defaults). */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { rakeBasisPoints: 500, rakeCap: 7 } })
  @IsOptional() @IsFlatRecord(32, 64)
  options?: Record<string, unknown>;

  /**
   * `true`: the answer carries one seat token per seat (`seatTokens`), shown once. A token lets a
   * player client read its own seat's view and act for its seat only.
   */
  @ApiPropertyOptional({ example: false })
  @IsOptional() @IsBoolean()
  seatTokens?: boolean;
}
