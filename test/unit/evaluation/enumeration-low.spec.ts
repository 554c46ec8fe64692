import { formatCards } from '../../../src/engine/cards';
import { evaluateAceToFive, NO_LOW, rankAceToFive5, rankEightOrBetter5 } from '../../../src/engine/evaluation';
import { categoryRuns, distinctRanks, type Enumeration, enumerate } from './enumeration';
import { forEachFiveCardHand, handIndex, qualifiesEightOrBetter } from './reference';

/*
 * Every one of the 2,598,960 five-card hands, ace-to-five (§2.2) and eight-or-better (§2.3).
 * Expected numbers are derived by hand in the comments.
 */

describe('all five-card hands, ace-to-five low (§2.2)', () => {
  let e: Enumeration;
  beforeAll(() => {
    e = enumerate('aceToFive', 6175, rankAceToFive5, evaluateAceToFive);
  });

  it('gives every hand the class number of its A-5 key (smaller key = better = smaller rank)', () => {
    expect(e.firstMismatch && formatCards(e.firstMismatch)).toBeNull();
    expect(e.mismatches).toBe(0);
  });

  it('has 6,175 classes: one per rank multiset, suits never matter', () => {
    // 1,287 no pair (C(13,5)) + 2,860 one pair (13 x C(12,3)) + 858 two pair (C(13,2) x 11)
    // + 858 trips (13 x C(12,2)) + 156 full houses (13 x 12) + 156 quads (13 x 12) = 6,175.
    expect(distinctRanks(e)).toEqual({ count: 6175, contiguous: true, outOfRange: 0 });
  });

  it('counts hands per category, straights and flushes ignored', () => {
    const expected = {
      highCard: 1287 * 1024, // five distinct ranks, any suits (flushes and straights included) = 1,317,888
      onePair: 13 * 6 * 220 * 64, // 1,098,240
      twoPair: 78 * 6 * 6 * 44, // 123,552
      threeOfAKind: 13 * 4 * 66 * 16, // 54,912
      fullHouse: 13 * 4 * 12 * 6, // 3,744
      fourOfAKind: 13 * 48, // 624
    };
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBe(2598960);
    expect(e.fastCategories).toEqual(expected);
    expect(e.referenceCategories).toEqual({
      0: expected.highCard,
      1: expected.onePair,
      2: expected.twoPair,
      3: expected.threeOfAKind,
      4: expected.fullHouse,
      5: expected.fourOfAKind,
    });
  });

  it('orders the categories best first: no pair, pair, two pair, trips, full house, quads', () => {
    expect(categoryRuns(e)).toEqual(['highCard', 'onePair', 'twoPair', 'threeOfAKind', 'fullHouse', 'fourOfAKind']);
  });

  describe('eight-or-better (§2.3)', () => {
    let qualifying = 0;
    let disagreements = 0;
    const ranks = new Set<number>();
    beforeAll(() => {
      forEachFiveCardHand((a, b, c, d, f) => {
        const rank = rankEightOrBetter5(a, b, c, d, f);
        const code = e.reference.codes[handIndex(a, b, c, d, f)]!;
        const expected = qualifiesEightOrBetter(code) ? e.reference.classNumber(code) : NO_LOW;
        if (rank !== expected) disagreements++;
        if (rank !== NO_LOW) {
          qualifying++;
          ranks.add(rank);
        }
      });
    });

    it('qualifies exactly the no-pair hands eight or lower, ranked as A-5 lows', () => {
      expect(disagreements).toBe(0);
    });

    it('has 57,344 qualifying hands in 56 classes, ranks 1..56', () => {
      // C(8,5) = 56 sets of five distinct ranks among A,2..8, each with 4^5 = 1,024 suit patterns.
      expect(qualifying).toBe(56 * 1024);
      expect(ranks.size).toBe(56);
      expect(Math.min(...ranks)).toBe(1);
      expect(Math.max(...ranks)).toBe(56);
    });
  });
});
