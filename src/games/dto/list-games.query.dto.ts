import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { BETTING_STRUCTURES } from '../../engine';

const FAMILIES = ['flop', 'stud', 'draw'] as const;

export class ListGamesQueryDto {
  /** Only games of this family. */
  @ApiPropertyOptional({ enum: FAMILIES, example: 'stud' })
  @IsOptional()
  @IsIn(FAMILIES, { message: `family must be one of: ${FAMILIES.join(', ')}` })
  family?: (typeof FAMILIES)[number];

  /** Only games that may be played in this betting structure. */
  @ApiPropertyOptional({ enum: BETTING_STRUCTURES, example: 'potLimit' })
  @IsOptional()
  @IsIn(BETTING_STRUCTURES, { message: `bettingStructure must be one of: ${BETTING_STRUCTURES.join(', ')}` })
  bettingStructure?: (typeof BETTING_STRUCTURES)[number];

  /** Only games whose hands can (true) or cannot yet (false) be played through /v1/hands. */
  @ApiPropertyOptional({ type: Boolean, example: true })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'playable must be true or false' })
  playable?: boolean;
}
