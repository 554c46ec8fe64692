export class HealthDto {
  /** Always `ok` in a 200 answer. */
  status!: 'ok';
  /** Readiness only: the database answered. */
  database?: 'ok';
}
