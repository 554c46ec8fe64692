import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class HandEventsQueryDto {
  /** A player's view of each event (app keys; a seat token always gets its own seat's). */
  @ApiPropertyOptional({ example: 2 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(999)
  seat?: number;

  /** Resume after this event (its `id`), for clients that cannot send `Last-Event-ID`; the header wins when both are sent. */
  @ApiPropertyOptional({ example: 12, minimum: 0 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(100000)
  after?: number;
}
