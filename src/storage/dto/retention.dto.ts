import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';

export class SetRetentionDto {
  /** Delete the app's complete hands created more than this many days ago; null keeps them (the default). */
  @ApiProperty({ type: Number, nullable: true, example: 90, minimum: 1, maximum: 36500 })
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'completeHandRetentionDays must be a whole number of days (1 to 36500), or null to keep every hand' })
  @Min(1)
  @Max(36500)
  completeHandRetentionDays!: number | null;
}

export class RetentionView {
  @ApiProperty({ format: 'uuid' })
  appId!: string;

  /** Complete hands created more than this many days ago are deleted by the storage sweep; null: kept. */
  @ApiProperty({ type: Number, nullable: true, example: 90 })
  completeHandRetentionDays!: number | null;
}
