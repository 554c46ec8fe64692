import {
  rankAceToFive,
  rankAceToFive7,
  rankDeuceToSeven,
  rankDeuceToSeven5,
  rankEightOrBetter,
  rankEightOrBetter7,
} from '../../../src/engine/evaluation';
import { clean, DEALS, runDifferential } from './differential';
import { qualifiesEightOrBetter, ReferenceTable } from './reference';

/** Fast low evaluators against the brute-force reference (best five by §2.0 keys). */
describe('differential: ace-to-five and eight-or-better, any five of seven (§2.2, §2.3, §2.5)', () => {
  let table: ReferenceTable;
  beforeAll(() => {
    table = new ReferenceTable('aceToFive');
  });

  it(`7-card A-5 (razz): rankAceToFive7 matches on ${DEALS.toLocaleString('en')} seeded deals`, () => {
    const result = runDifferential(table, 2501, DEALS, {
      cards: 7,
      fast: (c) => rankAceToFive7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!),
      reference: (c) => table.bestOfAny(c),
    });
    expect(result).toEqual(clean(DEALS));
  });

  it(`7-card eight-or-better: rankEightOrBetter7 matches on ${DEALS.toLocaleString('en')} seeded deals`, () => {
    const result = runDifferential(table, 2502, DEALS, {
      cards: 7,
      fast: (c) => rankEightOrBetter7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!),
      reference: (c) => table.bestOfAny(c, qualifiesEightOrBetter),
    });
    expect(result).toEqual(clean(DEALS));
  });

  it('array forms match on 5, 6 and 7 cards', () => {
    for (const n of [5, 6, 7]) {
      const a5 = runDifferential(table, 2600 + n, 50_000, {
        cards: n,
        fast: (c) => rankAceToFive(c),
        reference: (c) => table.bestOfAny(c),
      });
      expect(a5).toEqual(clean(50_000));
      const eight = runDifferential(table, 2700 + n, 50_000, {
        cards: n,
        fast: (c) => rankEightOrBetter(c),
        reference: (c) => table.bestOfAny(c, qualifiesEightOrBetter),
      });
      expect(eight).toEqual(clean(50_000));
    }
  });
});

describe('differential: deuce-to-seven (§2.4)', () => {
  let table: ReferenceTable;
  beforeAll(() => {
    table = new ReferenceTable('deuceToSeven');
  });

  it(`5-card 2-7: rankDeuceToSeven5 matches on ${DEALS.toLocaleString('en')} seeded deals`, () => {
    const result = runDifferential(table, 2701, DEALS, {
      cards: 5,
      fast: (c) => rankDeuceToSeven5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!),
      reference: (c) => table.bestOfAny(c),
    });
    expect(result).toEqual(clean(DEALS));
  });

  it('best five of 6 and 7 cards (rankDeuceToSeven) matches', () => {
    for (const n of [6, 7]) {
      const result = runDifferential(table, 2800 + n, 100_000, {
        cards: n,
        fast: (c) => rankDeuceToSeven(c),
        reference: (c) => table.bestOfAny(c),
      });
      expect(result).toEqual(clean(100_000));
    }
  });
});
