import fc from 'fast-check';

/** Mostly valid pieces, with now and then a wrong one: near-valid bodies exercise every check of a fast body path. */
export const mostly = (valid: fc.Arbitrary<unknown>, ...wrong: unknown[]): fc.Arbitrary<unknown> => fc.oneof({ arbitrary: valid, weight: 60 }, { arbitrary: fc.constantFrom(...wrong), weight: 1 });
/** An integer from 0 to `max`, now and then one out of range or of another type. */
export const whole = (max: number) => mostly(fc.integer({ min: 0, max }), -1, max + 1, 1.5, '3', null, Number.MAX_SAFE_INTEGER + 2);
/** Nothing more, now and then an unknown field, a null prototype or a field set to undefined. */
export const extra = mostly(fc.constant({}), { extra: true }, { __proto__: null }, { seat: undefined });

/** Bodies of `fields`, now and then with something `extra`. */
export const withExtra = (fields: fc.Arbitrary<Record<string, unknown>>) => fc.tuple(fields, extra).map(([b, x]) => ({ ...b, ...(x as object) }));

/**
 * How many of the generated bodies `isPlain` accepted, after asserting that the DTO's validation
 * (`full`) accepts each of them unchanged: a fast path may skip that validation, never disagree with it.
 */
export async function fastPathAgreement(bodies: fc.Arbitrary<unknown>, isPlain: (body: unknown) => boolean, full: (body: unknown) => Promise<unknown>): Promise<number> {
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(bodies, async (b) => {
      if (!isPlain(b)) return;
      accepted++;
      const validated = await full(b);
      expect(JSON.parse(JSON.stringify(validated))).toEqual(b);
    }),
    { numRuns: 3000, seed: 14 },
  );
  return accepted;
}
