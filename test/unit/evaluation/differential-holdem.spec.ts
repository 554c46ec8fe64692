import { rankHigh, rankHigh6, rankHigh7 } from '../../../src/engine/evaluation';
import { clean, DEALS, runDifferential } from './differential';
import { ReferenceTable } from './reference';

/** Fast high evaluators against the brute-force reference (best five of 6 or 7 by §2.0 keys). */
describe('differential: best-of-many high (§2.1, §2.6 best5of7)', () => {
  let table: ReferenceTable;
  beforeAll(() => {
    table = new ReferenceTable('high');
  });

  it(`7 cards: rankHigh7 matches the reference on ${DEALS.toLocaleString('en')} seeded deals`, () => {
    const result = runDifferential(table, 7001, DEALS, {
      cards: 7,
      fast: (c) => rankHigh7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!),
      reference: (c) => table.bestOfAny(c),
    });
    expect(result).toEqual(clean(DEALS));
  });

  it(`6 cards: rankHigh6 matches the reference on ${DEALS.toLocaleString('en')} seeded deals`, () => {
    const result = runDifferential(table, 6001, DEALS, {
      cards: 6,
      fast: (c) => rankHigh6(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!),
      reference: (c) => table.bestOfAny(c),
    });
    expect(result).toEqual(clean(DEALS));
  });

  it('rankHigh (array form) matches on 5, 6 and 7 cards', () => {
    for (const n of [5, 6, 7]) {
      const result = runDifferential(table, 500 + n, 50_000, {
        cards: n,
        fast: (c) => rankHigh(c),
        reference: (c) => table.bestOfAny(c),
      });
      expect(result).toEqual(clean(50_000));
    }
  });
});
