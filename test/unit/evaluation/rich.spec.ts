import { type Card, formatCards, rankOf } from '../../../src/engine/cards';
import {
  evaluateAceToFive,
  evaluateDeuceToSeven,
  evaluateEightOrBetter,
  evaluateHigh,
  evaluateOmahaEightOrBetter,
  evaluateOmahaHigh,
  type HandValue,
  NO_LOW,
  rankAceToFive,
  rankDeuceToSeven,
  rankEightOrBetter,
  rankHigh,
  rankOmahaEightOrBetter,
  rankOmahaHigh,
} from '../../../src/engine/evaluation';
import { rankAceToFive5, rankEightOrBetter5 } from '../../../src/engine/evaluation/low';
import { rankHigh5 } from '../../../src/engine/evaluation/high';
import { chooseFive } from '../../../src/engine/evaluation/hand-value';
import { Dealer } from './prng';

/**
 * The rich evaluators on random deals: the rank is the fast rank, the five cards chosen come from
 * the input (Omaha: exactly two hole and three board cards), reach that rank by themselves, and
 * are in display order.
 */

const DEALS = 20_000;

/** Display order: groups first, then by value from the highest (ace low in A-5); wheels as 5-4-3-2-A. */
function inDisplayOrder(value: HandValue): boolean {
  const aceLow = value.ranking === 'aceToFive' || value.ranking === 'eightOrBetter';
  const values = value.cards.map((c) => (aceLow && rankOf(c) === 12 ? 1 : rankOf(c) + 2));
  const count = (v: number): number => values.filter((x) => x === v).length;
  let expected = [...values].sort((a, b) => count(b) - count(a) || b - a);
  const wheel = [14, 5, 4, 3, 2].every((v) => values.includes(v));
  if (value.ranking === 'high' && wheel && (value.category === 'straight' || value.category === 'straightFlush')) {
    expected = [5, 4, 3, 2, 14];
  }
  return values.join() === expected.join();
}

/** Problems with one rich value, as text (empty when fine). */
function problems(value: HandValue | null, fastRank: number, from: readonly Card[], rank5: (five: Card[]) => number): string[] {
  if (value === null) return fastRank === NO_LOW ? [] : [`null but fast rank ${fastRank}`];
  const out: string[] = [];
  if (value.rank !== fastRank) out.push(`rank ${value.rank} != fast ${fastRank}`);
  if (value.cards.length !== 5 || new Set(value.cards).size !== 5) out.push('not five distinct cards');
  if (!value.cards.every((c) => from.includes(c))) out.push('a chosen card is not in the hand');
  if (rank5(value.cards) !== value.rank) out.push('the chosen five do not reach the rank');
  if (!inDisplayOrder(value)) out.push(`display order ${formatCards(value.cards).join(' ')}`);
  if (value.description.length === 0) out.push('no description');
  return out;
}

function check(seed: number, n: number, run: (cards: Card[]) => string[]): string[] {
  const dealer = new Dealer(seed);
  const failures: string[] = [];
  for (let i = 0; i < DEALS && failures.length < 5; i++) {
    const dealt = dealer.deal(n);
    const p = run(dealt);
    if (p.length > 0) failures.push(`${formatCards(dealt).join(' ')}: ${p.join('; ')}`);
  }
  return failures;
}

describe('rich evaluators agree with the fast ones', () => {
  it.each([5, 6, 7])('evaluateHigh, %i cards', (n) => {
    expect(check(10 + n, n, (c) => problems(evaluateHigh(c), rankHigh(c), c, rankHigh))).toEqual([]);
  });

  it.each([5, 6, 7])('evaluateAceToFive, %i cards', (n) => {
    expect(check(20 + n, n, (c) => problems(evaluateAceToFive(c), rankAceToFive(c), c, rankAceToFive))).toEqual([]);
  });

  it.each([5, 6, 7])('evaluateEightOrBetter, %i cards', (n) => {
    expect(check(30 + n, n, (c) => problems(evaluateEightOrBetter(c), rankEightOrBetter(c), c, rankEightOrBetter))).toEqual(
      [],
    );
  });

  it.each([5, 7])('evaluateDeuceToSeven, %i cards', (n) => {
    expect(check(40 + n, n, (c) => problems(evaluateDeuceToSeven(c), rankDeuceToSeven(c), c, rankDeuceToSeven))).toEqual([]);
  });

  const exactlyTwoPlusThree = (value: HandValue | null, hole: Card[], board: Card[]): string[] => {
    if (value === null) return [];
    const fromHole = value.cards.filter((c) => hole.includes(c)).length;
    const fromBoard = value.cards.filter((c) => board.includes(c)).length;
    return fromHole === 2 && fromBoard === 3 ? [] : [`${fromHole} hole + ${fromBoard} board cards`];
  };

  it.each([
    [4, 5],
    [5, 5],
    [4, 3],
    [4, 4],
  ])('evaluateOmahaHigh, %i hole + %i board', (h, b) => {
    const failures = check(50 + 10 * h + b, h + b, (c) => {
      const hole = c.slice(0, h);
      const board = c.slice(h);
      const value = evaluateOmahaHigh(hole, board);
      return [...problems(value, rankOmahaHigh(hole, board), c, rankHigh), ...exactlyTwoPlusThree(value, hole, board)];
    });
    expect(failures).toEqual([]);
  });

  it.each([
    [4, 5],
    [5, 5],
    [4, 3],
  ])('evaluateOmahaEightOrBetter, %i hole + %i board', (h, b) => {
    const failures = check(60 + 10 * h + b, h + b, (c) => {
      const hole = c.slice(0, h);
      const board = c.slice(h);
      const value = evaluateOmahaEightOrBetter(hole, board);
      return [
        ...problems(value, rankOmahaEightOrBetter(hole, board), c, rankEightOrBetter),
        ...exactlyTwoPlusThree(value, hole, board),
      ];
    });
    expect(failures).toEqual([]);
  });
});

describe('the five cards read from the class are the five the search over every five would choose', () => {
  // chooseFive tries every five in position order; handValueOf reads the five from the class's ranks.
  const cases = [
    { name: 'high', evaluate: evaluateHigh, rank: rankHigh, rank5: rankHigh5, seed: 41 },
    { name: 'aceToFive', evaluate: evaluateAceToFive, rank: rankAceToFive, rank5: rankAceToFive5, seed: 42 },
    { name: 'eightOrBetter', evaluate: evaluateEightOrBetter, rank: rankEightOrBetter, rank5: rankEightOrBetter5, seed: 43 },
  ] as const;

  it.each(cases)('$name, 7 cards', ({ evaluate, rank, rank5, seed }) => {
    expect(
      check(seed, 7, (c) => {
        const value = evaluate(c);
        if (value === null) return rank(c) === NO_LOW ? [] : ['no value for a qualifying low'];
        const searched = chooseFive(c, value.rank, rank5);
        return [...searched].sort((a, b) => a - b).join() === [...value.cards].sort((a, b) => a - b).join() ? [] : [`${formatCards(value.cards).join(' ')} instead of ${formatCards(searched).join(' ')}`];
      }),
    ).toEqual([]);
  });
});
