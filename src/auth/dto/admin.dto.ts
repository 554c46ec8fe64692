import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';

class RateLimitedDto {
  /** Requests per minute for the key; the service default (RATE_LIMIT_PER_MINUTE) when absent. */
  @ApiPropertyOptional({ example: 6000, minimum: 1, maximum: 1_000_000 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  rateLimitPerMinute?: number;
}

export class CreateAppDto extends RateLimitedDto {
  /** A name for people: the game server, the training app. */
  @ApiProperty({ example: 'table-server-eu' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name!: string;
}

export class CreateKeyDto extends RateLimitedDto {
  /** A label for the key (where it is deployed). */
  @ApiPropertyOptional({ example: 'blue deployment' })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name?: string;
}

export class ListKeysQueryDto {
  @ApiPropertyOptional({ enum: ['app', 'admin'] })
  @IsOptional()
  @IsIn(['app', 'admin'])
  role?: 'app' | 'admin';

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  appId?: string;
}

export class KeyView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['app', 'admin'] })
  role!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  appId!: string | null;

  @ApiProperty({ nullable: true, type: String })
  name!: string | null;

  /** The first characters of the key, to recognise it; the secret itself is never shown again. */
  @ApiProperty({ example: 'crp_app_Xk3v9Q' })
  prefix!: string;

  @ApiProperty({ nullable: true, type: Number, description: 'Requests per minute; null = the service default.' })
  rateLimitPerMinute!: number | null;

  @ApiProperty()
  createdAt!: string;

  @ApiProperty({ nullable: true, type: String })
  revokedAt!: string | null;
}

export class IssuedKeyView extends KeyView {
  /** The key itself. It is shown in this response only and cannot be recovered: store it now. */
  @ApiProperty({ example: 'crp_app_Xk3v9Q0mR2...' })
  secret!: string;
}

export class AppView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  createdAt!: string;

  @ApiProperty({ type: [KeyView] })
  keys!: KeyView[];
}

export class CreatedAppView extends AppView {
  @ApiProperty({ type: IssuedKeyView, description: 'The app\'s first key, with its secret (shown once).' })
  key!: IssuedKeyView;
}

export class AppListView {
  @ApiProperty({ type: [AppView] })
  items!: AppView[];
}

export class KeyListView {
  @ApiProperty({ type: [KeyView] })
  items!: KeyView[];
}
