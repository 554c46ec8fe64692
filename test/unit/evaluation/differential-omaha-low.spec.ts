import { rankOmahaEightOrBetter, rankOmahaEightOrBetter4x5 } from '../../../src/engine/evaluation';
import { clean, DEALS, runDifferential } from './differential';
import { qualifiesEightOrBetter, ReferenceTable } from './reference';

/** Fast Omaha eight-or-better lows against the brute-force reference (§2.3 with exactly2plus3). */
describe('differential: Omaha eight-or-better low (§2.3, §2.6)', () => {
  let table: ReferenceTable;
  beforeAll(() => {
    table = new ReferenceTable('aceToFive');
  });

  it(`4 hole + 5 board: rankOmahaEightOrBetter4x5 matches on ${DEALS.toLocaleString('en')} seeded deals`, () => {
    const result = runDifferential(table, 8401, DEALS, {
      cards: 9,
      fast: (c) => rankOmahaEightOrBetter4x5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!),
      reference: (c) => table.bestOfOmaha(c.slice(0, 4), c.slice(4), qualifiesEightOrBetter),
    });
    expect(result).toEqual(clean(DEALS));
  });

  it('low-heavy deals (only A..8 and a few high cards) match', () => {
    // Aces, 2..8 and the kings: most deals have a low, many have counterfeits.
    const deck = Array.from({ length: 52 }, (_, i) => i).filter((card) => card >> 2 <= 6 || card >> 2 >= 11);
    const result = runDifferential(table, 8402, 300_000, {
      cards: 9,
      fast: (c) => rankOmahaEightOrBetter4x5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!),
      reference: (c) => table.bestOfOmaha(c.slice(0, 4), c.slice(4), qualifiesEightOrBetter),
      deck,
    });
    expect(result).toEqual(clean(300_000));
  });

  it('5 hole cards, and boards of 3 and 4 cards, match', () => {
    for (const [hole, board] of [
      [5, 5],
      [4, 3],
      [4, 4],
      [5, 3],
      [5, 4],
    ] as const) {
      const result = runDifferential(table, 1000 + 10 * hole + board, 100_000, {
        cards: hole + board,
        fast: (c) => rankOmahaEightOrBetter(c.slice(0, hole), c.slice(hole)),
        reference: (c) => table.bestOfOmaha(c.slice(0, hole), c.slice(hole), qualifiesEightOrBetter),
      });
      expect(result).toEqual(clean(100_000));
    }
  });
});
