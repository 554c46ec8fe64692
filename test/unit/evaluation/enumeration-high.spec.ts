import { formatCards } from '../../../src/engine/cards';
import { evaluateDeuceToSeven, evaluateHigh, rankDeuceToSeven5, rankHigh5 } from '../../../src/engine/evaluation';
import { categoryRuns, distinctRanks, type Enumeration, enumerate } from './enumeration';

/*
 * Every one of the C(52,5) = 2,598,960 five-card hands, high (§2.1) and deuce-to-seven (§2.4).
 * Expected counts are derived by hand below (4^5 - 4 = 1,020 suit patterns that are not all one suit;
 * C(13,5) = 1,287 sets of five distinct ranks), never by running the code under test.
 */

describe('all five-card hands, high (§2.1)', () => {
  let e: Enumeration;
  beforeAll(() => {
    e = enumerate('high', 7462, rankHigh5, evaluateHigh);
  });

  it('gives every hand the class number of its §2.0 key (distinct keys sorted best first)', () => {
    expect(e.firstMismatch && formatCards(e.firstMismatch)).toBeNull();
    expect(e.mismatches).toBe(0);
  });

  it('has 7,462 classes numbered 1..7462', () => {
    // 10 straight flushes + 156 quads (13 x 12) + 156 full houses + 1,277 flushes (1,287 - 10)
    // + 10 straights + 858 trips (13 x C(12,2)) + 858 two pair (C(13,2) x 11)
    // + 2,860 one pair (13 x C(12,3)) + 1,277 high cards = 7,462.
    expect(distinctRanks(e)).toEqual({ count: 7462, contiguous: true, outOfRange: 0 });
  });

  it('counts the textbook number of hands per category', () => {
    const expected = {
      straightFlush: 10 * 4, // 10 top cards (5..A) x 4 suits = 40, royal flushes included
      fourOfAKind: 13 * 48, // quad rank x any fifth card = 624
      fullHouse: 13 * 4 * 12 * 6, // trips rank x C(4,3) x pair rank x C(4,2) = 3,744
      flush: 4 * (1287 - 10), // suit x non-straight rank sets = 5,108
      straight: 10 * (1024 - 4), // 10 rank sets x 1,020 mixed suit patterns = 10,200
      threeOfAKind: 13 * 4 * 66 * 16, // rank x C(4,3) x C(12,2) kicker ranks x 4^2 = 54,912
      twoPair: 78 * 6 * 6 * 44, // C(13,2) x C(4,2)^2 x 44 kickers = 123,552
      onePair: 13 * 6 * 220 * 64, // rank x C(4,2) x C(12,3) x 4^3 = 1,098,240
      highCard: (1287 - 10) * (1024 - 4), // 1,277 rank sets x 1,020 = 1,302,540
    };
    expect(e.fastCategories).toEqual(expected);
    expect(e.referenceCategories).toEqual({
      8: expected.straightFlush,
      7: expected.fourOfAKind,
      6: expected.fullHouse,
      5: expected.flush,
      4: expected.straight,
      3: expected.threeOfAKind,
      2: expected.twoPair,
      1: expected.onePair,
      0: expected.highCard,
    });
  });

  it('orders the categories best first as one run each', () => {
    expect(categoryRuns(e)).toEqual([
      'straightFlush',
      'fourOfAKind',
      'fullHouse',
      'flush',
      'straight',
      'threeOfAKind',
      'twoPair',
      'onePair',
      'highCard',
    ]);
  });
});

describe('all five-card hands, deuce-to-seven (§2.4)', () => {
  let e: Enumeration;
  beforeAll(() => {
    e = enumerate('deuceToSeven', 7462, rankDeuceToSeven5, evaluateDeuceToSeven);
  });

  it('gives every hand the class number of its §2.0 key (smaller key = better = smaller rank)', () => {
    expect(e.firstMismatch && formatCards(e.firstMismatch)).toBeNull();
    expect(e.mismatches).toBe(0);
  });

  it('has 7,462 classes (A-2-3-4-5 moves from the straights to ace-high, and suited to the flushes)', () => {
    // 9 straight flushes + 156 + 156 + 1,278 flushes + 9 straights + 858 + 858 + 2,860 + 1,278 = 7,462.
    expect(distinctRanks(e)).toEqual({ count: 7462, contiguous: true, outOfRange: 0 });
  });

  it('counts hands per category with A-2-3-4-5 not a straight', () => {
    const expected = {
      highCard: (1287 - 9) * (1024 - 4), // 1,278 rank sets (A5432 included) x 1,020 = 1,303,560
      onePair: 13 * 6 * 220 * 64, // 1,098,240 (as high)
      twoPair: 78 * 6 * 6 * 44, // 123,552
      threeOfAKind: 13 * 4 * 66 * 16, // 54,912
      straight: 9 * (1024 - 4), // 9 straights (6-high .. ace-high) x 1,020 = 9,180
      flush: 4 * (1287 - 9), // 5,112, the suited A5432 included
      fullHouse: 13 * 4 * 12 * 6, // 3,744
      fourOfAKind: 13 * 48, // 624
      straightFlush: 9 * 4, // 36
    };
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBe(2598960);
    expect(e.fastCategories).toEqual(expected);
    expect(e.referenceCategories).toEqual({
      0: expected.highCard,
      1: expected.onePair,
      2: expected.twoPair,
      3: expected.threeOfAKind,
      4: expected.straight,
      5: expected.flush,
      6: expected.fullHouse,
      7: expected.fourOfAKind,
      8: expected.straightFlush,
    });
  });

  it('orders the categories best first as §2.4.4 lists them (royal flush last)', () => {
    expect(categoryRuns(e)).toEqual([
      'highCard',
      'onePair',
      'twoPair',
      'threeOfAKind',
      'straight',
      'flush',
      'fullHouse',
      'fourOfAKind',
      'straightFlush',
    ]);
  });
});
