import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PotView, ResultView, SeatView, StakesView } from '../../hands/dto/hand-view.dto';

/** The longest a share link may live: a year. */
export const MAX_SHARE_SECONDS = 366 * 24 * 3600;

export class CreateShareDto {
  /** Share one player's view of the hand (his own cards, face-up cards, shown hands); the whole table when absent. */
  @ApiPropertyOptional({ example: 3 })
  @IsOptional() @IsInt() @Min(0) @Max(999)
  seat?: number;

  /** Seconds until the link stops working (at most a year); it never expires when absent. */
  @ApiPropertyOptional({ example: 604800 })
  @IsOptional() @IsInt() @Min(1) @Max(MAX_SHARE_SECONDS)
  expiresIn?: number;
}

export class ShareView {
  /** Names the share to list or revoke it (`DELETE /v1/hands/{id}/shares/{shareId}`). */
  @ApiProperty({ format: 'uuid', example: '5d2c8e4a-1b3f-4a6e-8c9d-7e0f1a2b3c4d' })
  id!: string;

  /** The share token, shown this once: it reads this hand's replay and nothing else. */
  @ApiProperty({ example: 'crp_share_0c1q3MpJ5uW3Yw9b8qQeP2dXfV7nR4kL6tA1sZ0hG8y' })
  token!: string;

  /** The replayer page with the token in its fragment (never sent to a server by a browser). */
  @ApiProperty({ example: '/replay/0b7e6d1a-3f7e-4c2a-9d55-6a3f1c2b9e10#token=crp_share_0c1q3MpJ5uW3Yw9b8qQeP2dXfV7nR4kL6tA1sZ0hG8y' })
  url!: string;

  @ApiProperty({ example: '0b7e6d1a-3f7e-4c2a-9d55-6a3f1c2b9e10' })
  handId!: string;

  /** The seat whose view is shared; null: the whole table (a spectator's view while the hand is live). */
  @ApiProperty({ type: Number, nullable: true, example: 3 })
  seat!: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-09T12:00:00.000Z' })
  expiresAt!: string | null;
}

/** A share link as listed: everything but its token, which is shown only when it is made. */
export class ShareSummaryView {
  @ApiProperty({ format: 'uuid', example: '5d2c8e4a-1b3f-4a6e-8c9d-7e0f1a2b3c4d' })
  id!: string;

  @ApiProperty({ format: 'uuid', example: '0b7e6d1a-3f7e-4c2a-9d55-6a3f1c2b9e10' })
  handId!: string;

  /** The seat whose view is shared; null: the whole table. */
  @ApiProperty({ type: Number, nullable: true, example: 3 })
  seat!: number | null;

  /** `active`: its token reads the replay; `expired` or `revoked`: it is refused (401). */
  @ApiProperty({ enum: ['active', 'expired', 'revoked'], example: 'active' })
  status!: 'active' | 'expired' | 'revoked';

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-02T12:00:00.000Z' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-09T12:00:00.000Z' })
  expiresAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  revokedAt!: string | null;
}

export class ShareListView {
  /** Newest first, revoked and expired ones included. */
  @ApiProperty({ type: [ShareSummaryView] })
  items!: ShareSummaryView[];
}

export class ReplayDataQueryDto {
  /** With an app key: a player's view (as `GET /v1/hands/{id}?seat=N`); the whole table when absent. */
  @ApiPropertyOptional({ example: 3 })
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(999)
  seat?: number;
}

export class ReplayStepView {
  /** Events folded: 0 is the table before the first event. */
  @ApiProperty({ example: 12 })
  step!: number;

  @ApiProperty({ type: String, nullable: true, example: 'flop' })
  street!: string | null;

  /** The type of the event this step applied; null at step 0. */
  @ApiProperty({ type: String, nullable: true, example: 'raise' })
  event!: string | null;

  /** The seat the event is about, if any. */
  @ApiProperty({ type: Number, nullable: true, example: 2 })
  seat!: number | null;

  /** The event as a line of the action log, naming only cards the viewer may see. */
  @ApiProperty({ example: 'Seat 2 raises to 12' })
  text!: string;

  @ApiProperty({ type: [SeatView] })
  seats!: SeatView[];

  @ApiProperty({ type: [String], example: ['Ah', '7d', '2c'] })
  board!: string[];

  /** Chips collected, not counting this round's bets. */
  @ApiProperty({ example: 30 })
  pot!: number;

  /** The collected chips as main and side pots. */
  @ApiProperty({ type: [PotView] })
  pots!: PotView[];

  @ApiProperty({ type: Number, nullable: true, example: 3 })
  toAct!: number | null;
}

export class StreetLabelView {
  @ApiProperty({ example: 'thirdStreet' })
  name!: string;

  @ApiProperty({ example: 'Third street' })
  label!: string;
}

export class ReplayDataView {
  @ApiProperty({ format: 'uuid', example: '0b7e6d1a-3f7e-4c2a-9d55-6a3f1c2b9e10' })
  id!: string;

  @ApiProperty({ example: 'holdem' })
  game!: string;

  @ApiProperty({ example: "Texas Hold'em" })
  gameName!: string;

  @ApiProperty({ example: 'flop' })
  family!: string;

  @ApiProperty({ example: 'noLimit' })
  bettingStructure!: string;

  @ApiProperty({ type: StakesView })
  stakes!: StakesView;

  /** `live`: the steps end with the last event so far. */
  @ApiProperty({ enum: ['live', 'complete'], example: 'complete' })
  status!: string;

  /** `table`: every card; `seat`: one player's view (`viewer`); `spectator`: what the table sees. */
  @ApiProperty({ enum: ['table', 'seat', 'spectator'], example: 'seat' })
  view!: string;

  @ApiProperty({ type: Number, nullable: true, example: 3 })
  viewer!: number | null;

  /** The button's seat (the dealer's in stud, which has no button). */
  @ApiProperty({ type: Number, nullable: true, example: 1 })
  button!: number | null;

  @ApiProperty({ enum: ['button', 'dealer'], example: 'button' })
  buttonKind!: string;

  /** The game's streets in order, with their names for people. */
  @ApiProperty({ type: [StreetLabelView] })
  streets!: StreetLabelView[];

  /** The table after each prefix of the event log, from step 0 to the last event. */
  @ApiProperty({ type: [ReplayStepView] })
  steps!: ReplayStepView[];

  /** Once complete: who won what (pots and winners), the hands shown and the final stacks. */
  @ApiProperty({ type: ResultView, nullable: true })
  result!: ResultView | null;
}
