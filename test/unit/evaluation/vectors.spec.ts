import { cards, formatCards } from '../../../src/engine/cards';
import {
  compareHandValues,
  evaluateAceToFive,
  evaluateDeuceToSeven,
  evaluateEightOrBetter,
  evaluateHigh,
  evaluateOmahaEightOrBetter,
  evaluateOmahaHigh,
  type HandValue,
  NO_LOW,
  rankAceToFive,
  rankAceToFive7,
  rankDeuceToSeven5,
  rankEightOrBetter,
  rankEightOrBetter7,
  rankHigh,
  rankHigh7,
  rankOmahaEightOrBetter,
  rankOmahaEightOrBetter4x5,
  rankOmahaHigh,
  rankOmahaHigh4x5,
} from '../../../src/engine/evaluation';

/** The worked examples of RULES.md §2 (test vectors TV-01..TV-06) and §4.5. */

const high = (codes: string): HandValue => evaluateHigh(cards(codes));
const a5 = (codes: string): HandValue => evaluateAceToFive(cards(codes));
const eight = (codes: string): HandValue | null => evaluateEightOrBetter(cards(codes));
const d27 = (codes: string): HandValue => evaluateDeuceToSeven(cards(codes));
const shown = (value: HandValue | null): string | null => (value === null ? null : formatCards(value.cards).join(' '));

describe('TV-01 high comparisons (§2.1)', () => {
  it('1. same two pair: the ace kicker beats the deuce', () => {
    expect(compareHandValues(high('KsKd7c7h2s'), high('KhKc7d7sAc'))).toBeGreaterThan(0);
  });
  it('2. the five-high straight (wheel) loses to the six-high straight', () => {
    expect(high('Ac2d3h4s5c').category).toBe('straight');
    expect(compareHandValues(high('Ac2d3h4s5c'), high('2d3c4h5s6d'))).toBeGreaterThan(0);
  });
  it('3. flushes compare card by card: the fourth card 5 beats 4', () => {
    expect(compareHandValues(high('AhJh9h4h2h'), high('AsJs9s5s2s'))).toBeGreaterThan(0);
  });
  it('4. full houses compare trips first: threes full beat twos full of kings', () => {
    expect(compareHandValues(high('3s3h3dAcAh'), high('2s2h2dKsKh'))).toBeLessThan(0);
  });
  it('5. equal ranks tie whatever the suits', () => {
    expect(compareHandValues(high('AsKsQdJcTh'), high('AhKhQsJdTc'))).toBe(0);
  });
});

describe('TV-02 ace-to-five comparisons (§2.2)', () => {
  it('1. 6-4-3-2-A beats 6-5-3-2-A', () => {
    expect(compareHandValues(a5('6h4d3c2sAh'), a5('6d5c3h2dAs'))).toBeLessThan(0);
  });
  it('2. 5-4-3-2-A > 6-4-3-2-A > 6-5-3-2-A are the three best, in that order', () => {
    expect([a5('5h4d3c2sAh').rank, a5('6h4d3c2sAh').rank, a5('6d5c3h2dAs').rank]).toEqual([1, 2, 3]);
  });
  it('3. any no-pair hand (K-Q-J-T-9) beats a pair (A-A-T-9-8)', () => {
    expect(compareHandValues(a5('KhQdJcTs9h'), a5('AhAdTc9s8h'))).toBeLessThan(0);
  });
  it('4. a pair of aces is the lowest pair: A-A-T-9-8 beats 2-2-7-6-5', () => {
    expect(compareHandValues(a5('AhAdTc9s8h'), a5('2h2d7c6s5h'))).toBeLessThan(0);
  });
  it('5. a suited 7-6-5-4-3 is an ordinary seven-low and beats 8-4-3-2-A; the suited wheel is the best hand', () => {
    expect(a5('7s6s5s4s3s').description).toBe('7-6-5-4-3 low');
    expect(compareHandValues(a5('7s6s5s4s3s'), a5('8h4d3c2sAh'))).toBeLessThan(0);
    expect(a5('5s4s3s2sAs').rank).toBe(1);
  });
});

describe('TV-03 eight-or-better qualification (§2.3)', () => {
  it('8-7-6-5-4 qualifies, the worst qualifying low (rank 56)', () => {
    expect(eight('8h7d6c5s4h')?.rank).toBe(56);
  });
  it('9-5-4-3-2 does not qualify', () => {
    expect(eight('9h5d4c3s2h')).toBeNull();
    expect(rankEightOrBetter(cards('9h5d4c3s2h'))).toBe(NO_LOW);
  });
  it('A-A-2-3-4 does not qualify (pair)', () => {
    expect(eight('AhAd2c3s4h')).toBeNull();
  });
  it('8-5-4-3-2 beats 8-6-3-2-A', () => {
    expect(compareHandValues(eight('8h5d4c3s2h')!, eight('8d6c3h2dAs')!)).toBeLessThan(0);
  });
  it('5-4-3-2-A is the best (rank 1) and ranks match A-5 ranks', () => {
    expect(eight('5h4d3c2sAh')?.rank).toBe(1);
    expect(eight('8h5d4c3s2h')?.rank).toBe(a5('8h5d4c3s2h').rank);
  });
});

describe('TV-04 deuce-to-seven comparisons (§2.4)', () => {
  it('1. A-5-4-3-2 is ace-high, no straight, and loses to K-5-4-3-2', () => {
    expect(d27('Ah5d4c3s2h').category).toBe('highCard');
    expect(compareHandValues(d27('Ah5d4c3s2h'), d27('Kh5d4c3s2h'))).toBeGreaterThan(0);
  });
  it('2. 6-5-4-3-2 is a straight and loses to A-K-Q-J-9, the worst no-pair hand', () => {
    expect(d27('6s5d4c3h2s').category).toBe('straight');
    expect(compareHandValues(d27('6s5d4c3h2s'), d27('AsKdQhJc9s'))).toBeGreaterThan(0);
  });
  it('3. 5-4-3-2-2 is the best one-pair hand, just after every no-pair hand', () => {
    expect(d27('5s4d3c2h2s').rank).toBe(d27('AsKdQhJc9s').rank + 1);
  });
  it('4. category order best to worst; the royal flush is the worst hand', () => {
    const ladder = [
      '7h5d4c3s2h', // no pair
      '5s4d3c2h2s', // pair
      '3s3d2c2h4s', // two pair
      '2s2d2c4h3s', // trips
      '6s5d4c3h2s', // straight
      '7h5h4h3h2h', // flush
      '2s2d2c3h3s', // full house
      '2s2d2c2h3s', // quads
      '6h5h4h3h2h', // straight flush
      'AsKsQsJsTs', // royal flush
    ].map((h) => d27(h).rank);
    expect([...ladder].sort((x, y) => x - y)).toEqual(ladder);
    expect(ladder[ladder.length - 1]).toBe(7462);
  });
  it('5. 7h5h4h3h2h is a flush; 7h5h4h3h2c is the best hand, then 7-6-4-3-2, then 7-6-5-3-2', () => {
    expect(d27('7h5h4h3h2h').category).toBe('flush');
    expect([d27('7h5h4h3h2c').rank, d27('7h6d4c3s2h').rank, d27('7h6d5c3s2h').rank]).toEqual([1, 2, 3]);
    expect(rankDeuceToSeven5(...(cards('7h5h4h3h2c') as [number, number, number, number, number]))).toBe(1);
  });
});

describe('TV-05 Omaha: exactly two hole cards, counterfeit low, hi-lo split (§2.6)', () => {
  it('1. no flush with one heart in hand, no straight with three hole cards: A-K-Q-J-9', () => {
    const value = evaluateOmahaHigh(cards('QhJsTs8d'), cards('AhKh7h2h9c'));
    expect(shown(value)).toBe('Ah Kh Qh Js 9c');
    expect(value.description).toBe('High card, ace-king-queen-jack-nine');
    expect(value.rank).toBe(rankHigh(cards('AhKhQhJs9c')));
  });
  it('2. A-2 in hand makes 8-5-3-2-A; with an ace on board the low is counterfeited and there is none', () => {
    expect(evaluateOmahaEightOrBetter(cards('As2sKdKc'), cards('3h5d8cKhQs'))?.description).toBe('8-5-3-2-A low');
    expect(evaluateOmahaEightOrBetter(cards('As2sKdKc'), cards('Ad3h4cKhQs'))).toBeNull();
    expect(rankOmahaEightOrBetter(cards('As2sKdKc'), cards('Ad3h4cKhQs'))).toBe(NO_LOW);
  });
  it('5. board 2h 4d 7c Jd Js: P2 wins high with three jacks, P1 wins low 7-4-3-2-A against 7-6-5-4-2', () => {
    const board = cards('2h4d7cJdJs');
    const p1High = evaluateOmahaHigh(cards('Ac3cKhQd'), board);
    const p1Low = evaluateOmahaEightOrBetter(cards('Ac3cKhQd'), board)!;
    const p2High = evaluateOmahaHigh(cards('5s6sJh9c'), board);
    const p2Low = evaluateOmahaEightOrBetter(cards('5s6sJh9c'), board)!;
    expect(shown(p1High)).toBe('Js Jd Ac Kh 7c'); // hole A K
    expect(shown(p1Low)).toBe('7c 4d 3c 2h Ac'); // hole A 3
    expect(shown(p2High)).toBe('Js Jh Jd 9c 7c'); // hole J 9
    expect(shown(p2Low)).toBe('7c 6s 5s 4d 2h'); // hole 5 6
    expect(p2High.description).toBe('Three of a kind, jacks, nine-seven kickers');
    expect(p1Low.description).toBe('7-4-3-2-A low');
    expect(compareHandValues(p2High, p1High)).toBeLessThan(0);
    expect(compareHandValues(p1Low, p2Low)).toBeLessThan(0); // second card 4 < 6
  });
  it('fast and rich Omaha functions agree on these deals', () => {
    const deals = [
      ['QhJsTs8d', 'AhKh7h2h9c'],
      ['As2sKdKc', '3h5d8cKhQs'],
      ['As2sKdKc', 'Ad3h4cKhQs'],
      ['Ac3cKhQd', '2h4d7cJdJs'],
      ['5s6sJh9c', '2h4d7cJdJs'],
    ];
    for (const [hole, board] of deals) {
      const c = cards(hole! + board!) as [number, number, number, number, number, number, number, number, number];
      expect(rankOmahaHigh4x5(...c)).toBe(evaluateOmahaHigh(cards(hole!), cards(board!)).rank);
      expect(rankOmahaHigh(cards(hole!), cards(board!))).toBe(rankOmahaHigh4x5(...c));
      const low = evaluateOmahaEightOrBetter(cards(hole!), cards(board!));
      expect(rankOmahaEightOrBetter4x5(...c)).toBe(low === null ? NO_LOW : low.rank);
    }
  });
});

describe('TV-06 Crazy Pineapple 8/b: any five of seven, high and low chosen independently (§2.6.4)', () => {
  const board = '2c5d7hKdKs';
  it('P1 Ah 3s: high K-K-A-7-5, low 7-5-3-2-A', () => {
    const seven = cards(`Ah3s${board}`);
    expect(shown(evaluateHigh(seven))).toBe('Ks Kd Ah 7h 5d');
    expect(evaluateHigh(seven).description).toBe('Pair of kings, ace-seven-five kickers');
    expect(shown(evaluateEightOrBetter(seven))).toBe('7h 5d 3s 2c Ah');
  });
  it('P2 Kc 9d: high K-K-K-9-7, no low (only 2, 5, 7 are eight or lower)', () => {
    const seven = cards(`Kc9d${board}`);
    expect(shown(evaluateHigh(seven))).toBe('Ks Kd Kc 9d 7h');
    expect(evaluateEightOrBetter(seven)).toBeNull();
    expect(rankEightOrBetter7(...(seven as [number, number, number, number, number, number, number]))).toBe(NO_LOW);
  });
  it('high to P2, low to P1', () => {
    expect(compareHandValues(evaluateHigh(cards(`Kc9d${board}`)), evaluateHigh(cards(`Ah3s${board}`)))).toBeLessThan(0);
  });
});

describe('§2.6.3 hold\'em: both players play the board', () => {
  it('2c2d and 3h3s on As Ks Qd Jc Th split', () => {
    const a = cards('2c2dAsKsQdJcTh') as [number, number, number, number, number, number, number];
    const b = cards('3h3sAsKsQdJcTh') as [number, number, number, number, number, number, number];
    expect(rankHigh7(...a)).toBe(rankHigh7(...b));
    expect(compareHandValues(evaluateHigh(a), evaluateHigh(b))).toBe(0);
  });
});

describe('§4.5 razz evaluation', () => {
  it('Ac Ad 2s 3h 3d 9s Kh → K-9-3-2-A', () => {
    const value = a5('AcAd2s3h3d9sKh');
    expect(value.description).toBe('K-9-3-2-A low');
    expect(formatCards(value.cards).map((c) => c[0]).join('')).toBe('K932A');
    expect(value.category).toBe('highCard');
    expect(rankAceToFive7(...(cards('AcAd2s3h3d9sKh') as [number, number, number, number, number, number, number]))).toBe(
      value.rank,
    );
    expect(rankAceToFive(cards('Kh9s3h2sAc'))).toBe(value.rank);
  });
});
