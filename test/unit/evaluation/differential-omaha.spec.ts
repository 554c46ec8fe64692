import { rankOmahaHigh, rankOmahaHigh4x5 } from '../../../src/engine/evaluation';
import { clean, DEALS, runDifferential } from './differential';
import { ReferenceTable } from './reference';

/** Fast Omaha high against the brute-force reference: every 2 hole + 3 board by §2.0 keys (§2.6). */
describe('differential: Omaha high (§2.6 exactly2plus3)', () => {
  let table: ReferenceTable;
  beforeAll(() => {
    table = new ReferenceTable('high');
  });

  it(`4 hole + 5 board: rankOmahaHigh4x5 matches on ${DEALS.toLocaleString('en')} seeded deals`, () => {
    const result = runDifferential(table, 4501, DEALS, {
      cards: 9,
      fast: (c) => rankOmahaHigh4x5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!),
      reference: (c) => table.bestOfOmaha(c.slice(0, 4), c.slice(4)),
    });
    expect(result).toEqual(clean(DEALS));
  });

  it(`5 hole + 5 board (Courchevel): rankOmahaHigh matches on ${DEALS.toLocaleString('en')} seeded deals`, () => {
    const result = runDifferential(table, 5501, DEALS, {
      cards: 10,
      fast: (c) => rankOmahaHigh(c.slice(0, 5), c.slice(5)),
      reference: (c) => table.bestOfOmaha(c.slice(0, 5), c.slice(5)),
    });
    expect(result).toEqual(clean(DEALS));
  });

  it('flush-heavy deals (board and hole from two suits) match', () => {
    // Only clubs and diamonds: most deals allow flushes and straight flushes.
    const result = runDifferential(table, 4502, 200_000, {
      cards: 9,
      fast: (c) => rankOmahaHigh4x5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!),
      reference: (c) => table.bestOfOmaha(c.slice(0, 4), c.slice(4)),
      deck: Array.from({ length: 52 }, (_, i) => i).filter((card) => (card & 3) < 2),
    });
    expect(result).toEqual(clean(200_000));
  });

  it('boards of 3 and 4 cards, 4 and 5 hole cards, match', () => {
    for (const [hole, board] of [
      [4, 3],
      [4, 4],
      [5, 3],
      [5, 4],
    ] as const) {
      const result = runDifferential(table, 100 * hole + board, 100_000, {
        cards: hole + board,
        fast: (c) => rankOmahaHigh(c.slice(0, hole), c.slice(hole)),
        reference: (c) => table.bestOfOmaha(c.slice(0, hole), c.slice(hole)),
      });
      expect(result).toEqual(clean(100_000));
    }
  });
});
