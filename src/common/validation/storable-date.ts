import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Instants PostgreSQL's `timestamp` and every ISO 8601 client read alike: years 1 to 9999. */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

export const STORABLE_DATE_RANGE = 'between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z';

export function isStorableDate(date: Date): boolean {
  const time = date.getTime();
  return time >= EARLIEST && time <= LATEST;
}

/** An ISO 8601 string naming a real instant in the storable range (`@IsISO8601` accepts year 0 and 24:00). */
export function IsStorableDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isStorableDate',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isStorableDate(new Date(value)),
        defaultMessage: () => `a date-time ${STORABLE_DATE_RANGE}, e.g. 2026-11-01T00:00:00Z`,
      },
    },
    options,
  );
}
