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
  rankAceToFive,
  rankDeuceToSeven,
  rankEightOrBetter,
  rankHigh,
  rankOmahaEightOrBetter,
  rankOmahaHigh,
} from '../../../src/engine/evaluation';

/** Descriptions and the five cards chosen, in display order, a few hands per ranking. */

const view = (value: HandValue | null): [string, string, string] | null =>
  value === null ? null : [value.category, formatCards(value.cards).join(' '), value.description];

describe('high descriptions (§2.1)', () => {
  it.each([
    ['AsKsQsJsTs', 'straightFlush', 'As Ks Qs Js Ts', 'Royal flush'],
    ['9h8h7h6h5h', 'straightFlush', '9h 8h 7h 6h 5h', 'Straight flush, nine high'],
    ['Ad2d3d4d5d', 'straightFlush', '5d 4d 3d 2d Ad', 'Straight flush, five high'],
    ['AsAdAhAcKd', 'fourOfAKind', 'As Ah Ad Ac Kd', 'Four of a kind, aces, king kicker'],
    ['7s7hKsKdKc', 'fullHouse', 'Ks Kd Kc 7s 7h', 'Full house, kings full of sevens'],
    ['2hAh4h9hJh', 'flush', 'Ah Jh 9h 4h 2h', 'Flush, ace-jack-nine-four-two'],
    ['Ac2d3h4s5c', 'straight', '5c 4s 3h 2d Ac', 'Straight, five high'],
    ['TcJdQhKsAs', 'straight', 'As Ks Qh Jd Tc', 'Straight, ace high'],
    ['7s7h7dAcKd', 'threeOfAKind', '7s 7h 7d Ac Kd', 'Three of a kind, sevens, ace-king kickers'],
    ['KsKd7c7h2s', 'twoPair', 'Ks Kd 7h 7c 2s', 'Two pair, kings and sevens, two kicker'],
    ['KhKc7d7sAc', 'twoPair', 'Kh Kc 7s 7d Ac', 'Two pair, kings and sevens, ace kicker'],
    ['2dJhAc7sJd', 'onePair', 'Jh Jd Ac 7s 2d', 'Pair of jacks, ace-seven-two kickers'],
    ['3cAc9hKd7s', 'highCard', 'Ac Kd 9h 7s 3c', 'High card, ace-king-nine-seven-three'],
  ])('%s → %s: %s, "%s"', (hand, category, shown, description) => {
    expect(view(evaluateHigh(cards(hand)))).toEqual([category, shown, description]);
  });

  it('chooses the best five of seven: the flush, not the straight', () => {
    expect(view(evaluateHigh(cards('Th9h8h7d6h2h5c')))).toEqual(['flush', 'Th 9h 8h 6h 2h', 'Flush, ten-nine-eight-six-two']);
  });
});

describe('ace-to-five and eight-or-better descriptions (§2.2, §2.3)', () => {
  it.each([
    ['8h6d4c2sAh', 'highCard', '8h 6d 4c 2s Ah', '8-6-4-2-A low'],
    ['5s4s3s2sAs', 'highCard', '5s 4s 3s 2s As', '5-4-3-2-A low'],
    ['KhQdJcTs9h', 'highCard', 'Kh Qd Jc Ts 9h', 'K-Q-J-T-9 low'],
    ['AhAdTc9s8h', 'onePair', 'Ah Ad Tc 9s 8h', 'Pair of aces, ten-nine-eight kickers'],
    ['AhKdKh3c2s', 'onePair', 'Kh Kd 3c 2s Ah', 'Pair of kings, three-two-ace kickers'],
    ['AhAd2c2sKd', 'twoPair', '2s 2c Ah Ad Kd', 'Two pair, twos and aces, king kicker'],
    ['7h7sKhKdKc', 'fullHouse', 'Kh Kd Kc 7s 7h', 'Full house, kings full of sevens'],
    ['2c2d2h2sAh', 'fourOfAKind', '2s 2h 2d 2c Ah', 'Four of a kind, twos, ace kicker'],
  ])('A-5 %s → %s: %s, "%s"', (hand, category, shown, description) => {
    const value = evaluateAceToFive(cards(hand));
    expect(value.ranking).toBe('aceToFive');
    expect(view(value)).toEqual([category, shown, description]);
  });

  it('8/b lows read the same and carry the eightOrBetter ranking', () => {
    const value = evaluateEightOrBetter(cards('Kd8h6d4c2sAh9c'))!;
    expect(value.ranking).toBe('eightOrBetter');
    expect(view(value)).toEqual(['highCard', '8h 6d 4c 2s Ah', '8-6-4-2-A low']);
  });

  it('razz picks the best five of seven, pairs only when it must', () => {
    expect(view(evaluateAceToFive(cards('AcAd2s2h3d3sKh')))).toEqual([
      'onePair',
      'Ad Ac Kh 3d 2s',
      'Pair of aces, king-three-two kickers',
    ]);
  });
});

describe('deuce-to-seven descriptions (§2.4)', () => {
  it.each([
    ['7h5d4c3s2h', 'highCard', '7h 5d 4c 3s 2h', '7-5-4-3-2 low'],
    ['Ah5d4c3s2h', 'highCard', 'Ah 5d 4c 3s 2h', 'A-5-4-3-2 low'],
    ['As5s4s3s2s', 'flush', 'As 5s 4s 3s 2s', 'Flush, ace-five-four-three-two'],
    ['6s5d4c3h2s', 'straight', '6s 5d 4c 3h 2s', 'Straight, six high'],
    ['7h5h4h3h2h', 'flush', '7h 5h 4h 3h 2h', 'Flush, seven-five-four-three-two'],
    ['5s4d3c2h2s', 'onePair', '2s 2h 5s 4d 3c', 'Pair of twos, five-four-three kickers'],
    ['AsKsQsJsTs', 'straightFlush', 'As Ks Qs Js Ts', 'Royal flush'],
  ])('%s → %s: %s, "%s"', (hand, category, shown, description) => {
    const value = evaluateDeuceToSeven(cards(hand));
    expect(value.ranking).toBe('deuceToSeven');
    expect(view(value)).toEqual([category, shown, description]);
  });

  it('accepts six or seven cards and keeps the best five (breaking the flush with the king)', () => {
    expect(view(evaluateDeuceToSeven(cards('7h5h4h3h2hKc')))).toEqual(['highCard', 'Kc 5h 4h 3h 2h', 'K-5-4-3-2 low']);
  });
});

describe('Omaha descriptions (§2.6)', () => {
  it('uses exactly two hole cards and three board cards', () => {
    // Two hearts from the hand and the three board hearts: a flush beats the nines.
    expect(view(evaluateOmahaHigh(cards('AhKhQhJh'), cards('2h3h9h9c9d')))).toEqual([
      'flush',
      'Ah Kh 9h 3h 2h',
      'Flush, ace-king-nine-three-two',
    ]);
    // Two board hearts cannot make a flush, A-K-Q-J-T would need three hole cards.
    expect(view(evaluateOmahaHigh(cards('AhKhQhJh'), cards('Th9h2c3d4s')))).toEqual([
      'highCard',
      'Ah Kh Th 9h 4s',
      'High card, ace-king-ten-nine-four',
    ]);
    expect(view(evaluateOmahaEightOrBetter(cards('AhKhQh2d'), cards('Th9h3c5d8s')))).toEqual([
      'highCard',
      '8s 5d 3c 2d Ah',
      '8-5-3-2-A low',
    ]);
  });
});

describe('card counts and comparisons', () => {
  it('throws a RangeError for a wrong number of cards', () => {
    expect(() => evaluateHigh(cards('AsKsQsJs'))).toThrow(RangeError);
    expect(() => evaluateHigh(cards('AsKsQsJsTs9s8s7s'))).toThrow(RangeError);
    expect(() => rankHigh(cards('AsKsQsJs'))).toThrow(RangeError);
    expect(() => evaluateAceToFive(cards('AsKsQsJs'))).toThrow(RangeError);
    expect(() => rankAceToFive(cards('AsKsQsJsTs9s8s7s'))).toThrow(RangeError);
    expect(() => evaluateEightOrBetter(cards('AsKsQsJsTs9s8s7s'))).toThrow(RangeError);
    expect(() => rankEightOrBetter(cards('As'))).toThrow(RangeError);
    expect(() => evaluateDeuceToSeven(cards('AsKsQsJs'))).toThrow(RangeError);
    expect(() => rankDeuceToSeven(cards('AsKsQsJsTs9s8s7s'))).toThrow(RangeError);
    expect(() => evaluateOmahaHigh(cards('AsKsQs'), cards('2c3c4c5c6c'))).toThrow(RangeError);
    expect(() => evaluateOmahaHigh(cards('AsKsQsJsTs9s'), cards('2c3c4c5c6c'))).toThrow(RangeError);
    expect(() => evaluateOmahaHigh(cards('AsKsQsJs'), cards('2c3c'))).toThrow(RangeError);
    expect(() => rankOmahaHigh(cards('AsKsQsJs'), cards('2c3c4c5c6c7c'))).toThrow(RangeError);
    expect(() => evaluateOmahaEightOrBetter(cards('AsKsQ'), cards('2c3c4c5c6c'))).toThrow(RangeError);
    expect(() => rankOmahaEightOrBetter(cards('AsKsQsJs'), cards('2c3c'))).toThrow(RangeError);
  });

  it('compares values of one ranking only', () => {
    const low = evaluateAceToFive(cards('8h6d4c2sAh'));
    const eight = evaluateEightOrBetter(cards('8h6d4c2sAh'))!;
    expect(low.rank).toBe(eight.rank);
    expect(() => compareHandValues(low, eight)).toThrow(RangeError);
    expect(() => compareHandValues(evaluateHigh(cards('8h6d4c2sAh')), low)).toThrow(RangeError);
  });
});
