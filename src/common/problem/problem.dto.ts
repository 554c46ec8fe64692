import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  /** JSON pointer to the offending field of the request body or query, e.g. `/players/0/cards/1`. */
  @ApiProperty({ example: '/players/0/cards/1' })
  pointer!: string;

  /** What is wrong there and what would be right. */
  @ApiProperty({ example: "'Ax' is not a card code; write rank+suit such as 'As' or 'Td'" })
  detail!: string;
}

/** RFC 9457 problem details, served as `application/problem+json`. */
export class ProblemDto {
  /** Identifies the kind of problem; `GET` it for a description. Stable: clients may switch on it. */
  @ApiProperty({ example: '/problems/validation-error' })
  type!: string;

  /** Short summary of the kind of problem. */
  @ApiProperty({ example: 'Invalid request' })
  title!: string;

  /** The HTTP status code. */
  @ApiProperty({ example: 422 })
  status!: number;

  /** What went wrong with this request, and what would be right. */
  @ApiProperty({ example: "/players/0/cards/1: 'Ax' is not a card code; write rank+suit such as 'As' or 'Td'" })
  detail!: string;

  /** The request path. */
  @ApiPropertyOptional({ example: '/v1/showdowns' })
  instance?: string;

  /** The request id, also in the `X-Request-Id` response header. */
  @ApiPropertyOptional({ example: '9f1c2d7e-3b0a-4c55-9a8e-0d7b2f1e6a43' })
  requestId?: string;

  /** Field-level errors, for validation problems. */
  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];

  /** The key's requests per minute, for `rate-limited`. */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 1_000_000, example: 600 })
  limit?: number;

  /** The hand's version now, for `precondition-failed` and `decision-superseded`. */
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, example: 4 })
  currentVersion?: number;

  /** The version the superseded action was decided on, for `decision-superseded`. */
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, example: 3 })
  decidedVersion?: number;

  /** Seconds to wait, as in `Retry-After`, for `rate-limited` and `too-many-failed-authentications`. */
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 86_400, example: 12 })
  retryAfter?: number;

  /**
   * The hand as it is now (a `HandView`, as `getHand` answers), for `decision-superseded`: what the
   * player decides again on. Described as an open object: OpenAPI 3.0 validators refuse the null
   * `result` of a live hand under a reference, so an example of the real answer would not validate.
   */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  hand?: Record<string, unknown>;
}

export class ProblemTypeDto {
  @ApiProperty({ example: 'validation-error' })
  code!: string;

  @ApiProperty({ example: 422 })
  status!: number;

  @ApiProperty({ example: 'Invalid request' })
  title!: string;

  @ApiProperty({ example: 'The body or the query is well-formed but breaks the schema.' })
  description!: string;
}
