import { type Card, RANK_CHARS } from '../cards';
import {
  CATEGORY_NAMES,
  type ClassTable,
  FLUSH,
  FOUR_OF_A_KIND,
  FULL_HOUSE,
  HIGH_CARD,
  ONE_PAIR,
  STRAIGHT,
  STRAIGHT_FLUSH,
  THREE_OF_A_KIND,
  TWO_PAIR,
} from './five-card-classes';
import type { HandValue, Ranking } from './types';

const RANK_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'];
const RANK_PLURALS = [
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'sevens',
  'eights',
  'nines',
  'tens',
  'jacks',
  'queens',
  'kings',
  'aces',
];

/**
 * Builds the rich value of a formed hand from its class rank and the five cards chosen: the category
 * and display order come from the class table, the cards are put in that order (among cards of one
 * rank, the higher suit first) and the description is written from the ranks.
 */
export function makeHandValue(ranking: Ranking, classes: ClassTable, rank: number, five: readonly Card[]): HandValue {
  // Exactly the five cards of the class: each rank's cards are all taken, whatever their suits.
  return handValueOf(ranking, classes, rank, five, -1);
}

/**
 * The rich value of class `rank` formed from `cards` (5 to 7), found from the class's display ranks
 * instead of trying every five of the cards (`chooseFive`): for each rank of the class, the earliest
 * cards of that rank in `cards` (only of `suit` for a flush or a straight flush, else `suit` is -1).
 * Those are the five `chooseFive` returns (the first five in position order that reach the class),
 * put in the same display order as `makeHandValue` (among cards of one rank, the higher suit first).
 *
 * Valid where the ranks and, for flushes, the suit decide the class: the high ranking (five cards
 * of one suit among seven always make a flush or better, so a class below it is never one suit) and
 * the ace-to-five lows (suits never matter). Not for deuce-to-seven, where a flush is a bad hand.
 *
 * Example: `KsKd7c7h2s9d2c`, class "two pair, kings and sevens, nine kicker" → Ks Kd 7h 7c 9d.
 */
export function handValueOf(ranking: Ranking, classes: ClassTable, rank: number, cards: readonly Card[], suit: number): HandValue {
  const base = rank * 5;
  const display = classes.display;
  const out: Card[] = [];
  let taken = 0; // bit i: cards[i] is already in `out`
  for (let k = 0; k < 5; ) {
    const r = display[base + k]!;
    let count = 1;
    while (k + count < 5 && display[base + k + count] === r) count++;
    const from = out.length;
    for (let i = 0; i < cards.length && out.length - from < count; i++) {
      const card = cards[i]!;
      if ((taken & (1 << i)) === 0 && card >> 2 === r && (suit < 0 || (card & 3) === suit)) {
        taken |= 1 << i;
        out.push(card);
      }
    }
    if (out.length - from < count) throw new Error(`internal: rank ${r} not among the cards of class ${rank}`);
    // Cards of one rank: the higher suit first (the card integer orders suits c < d < h < s).
    for (let a = from + 1; a < out.length; a++) {
      for (let b = a; b > from && out[b]! > out[b - 1]!; b--) [out[b - 1], out[b]] = [out[b]!, out[b - 1]!];
    }
    k += count;
  }
  const code = classes.category[rank]!;
  const descriptions = (DESCRIPTIONS[ranking] ??= []);
  const description = (descriptions[rank] ??= describeClass(ranking, code, Array.from(display.subarray(base, base + 5))));
  return { ranking, rank, category: CATEGORY_NAMES[code]!, cards: out, description };
}

/** The suit (0..3) of which `cards` hold five or more, or -1. */
export function suitOfFive(cards: readonly Card[]): number {
  const counts = [0, 0, 0, 0];
  for (const card of cards) if (++counts[card & 3]! >= 5) return card & 3;
  return -1;
}

/** Descriptions depend only on the ranking and the class: written once per class, on first use. */
const DESCRIPTIONS: Partial<Record<Ranking, string[]>> = {};

/**
 * The English description of a class. Made hands read the same in every ranking ("Full house, kings
 * full of sevens", "Two pair, kings and sevens, ace kicker", "Pair of aces, ten-nine-eight kickers",
 * "Straight, five high", "Royal flush"); hands without a pair read "High card, ace-king-nine-seven-three"
 * when high and "8-6-4-2-A low" in the low rankings (cards highest first, in that ranking's order).
 */
export function describeClass(ranking: Ranking, code: number, ranks: readonly number[]): string {
  const word = (i: number): string => RANK_WORDS[ranks[i]!]!;
  const plural = (i: number): string => RANK_PLURALS[ranks[i]!]!;
  const words = (from: number): string =>
    ranks
      .slice(from)
      .map((r) => RANK_WORDS[r])
      .join('-');
  switch (code) {
    case STRAIGHT_FLUSH:
      return ranks[0] === 12 ? 'Royal flush' : `Straight flush, ${word(0)} high`;
    case FOUR_OF_A_KIND:
      return `Four of a kind, ${plural(0)}, ${word(4)} kicker`;
    case FULL_HOUSE:
      return `Full house, ${plural(0)} full of ${plural(3)}`;
    case FLUSH:
      return `Flush, ${words(0)}`;
    case STRAIGHT:
      return `Straight, ${word(0)} high`;
    case THREE_OF_A_KIND:
      return `Three of a kind, ${plural(0)}, ${words(3)} kickers`;
    case TWO_PAIR:
      return `Two pair, ${plural(0)} and ${plural(2)}, ${word(4)} kicker`;
    case ONE_PAIR:
      return `Pair of ${plural(0)}, ${words(2)} kickers`;
    case HIGH_CARD:
      return ranking === 'high' ? `High card, ${words(0)}` : `${ranks.map((r) => RANK_CHARS[r]).join('-')} low`;
    default:
      throw new Error(`internal: unknown category code ${code}`);
  }
}

/** A positional five-card ranking function (`rankHigh5`, `rankAceToFive5`, ...). */
export type Rank5 = (c0: Card, c1: Card, c2: Card, c3: Card, c4: Card) => number;

/**
 * The first five of `cards` (in order of positions) whose rank by `rank5` equals `best`: the rich
 * evaluators find the cards of a rank the fast path already computed. Throws if none does, which
 * would mean the fast and five-card paths disagree.
 */
export function chooseFive(cards: readonly Card[], best: number, rank5: Rank5): Card[] {
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            if (rank5(cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!) === best) {
              return [cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!];
            }
          }
  throw new Error(`internal: no five cards reach rank ${best}`);
}

/** As `chooseFive`, among the hands of exactly two hole cards and three board cards (§2.6). */
export function chooseOmahaFive(hole: readonly Card[], board: readonly Card[], best: number, rank5: Rank5): Card[] {
  for (let i = 0; i < hole.length; i++)
    for (let j = i + 1; j < hole.length; j++)
      for (let a = 0; a < board.length; a++)
        for (let b = a + 1; b < board.length; b++)
          for (let c = b + 1; c < board.length; c++) {
            if (rank5(hole[i]!, hole[j]!, board[a]!, board[b]!, board[c]!) === best) {
              return [hole[i]!, hole[j]!, board[a]!, board[b]!, board[c]!];
            }
          }
  throw new Error(`internal: no two hole and three board cards reach rank ${best}`);
}

/** Throws a RangeError unless `count` is between `min` and `max`. */
export function checkCount(what: string, count: number, min: number, max: number): void {
  if (count < min || count > max) {
    const expected = min === max ? `${min}` : `${min} to ${max}`;
    throw new RangeError(`${what}: expected ${expected} cards, got ${count}`);
  }
}

/**
 * Compares two values of the same ranking: < 0 when `a` is better, > 0 when `b` is, 0 for a tie
 * (the pot is split, §2.0). Example: two pair kings and sevens with an ace beats the same two pair
 * with a deuce (TV-01.1), so `compareHandValues(withAce, withDeuce) < 0`.
 * @throws RangeError when the values come from different rankings (they are not comparable).
 */
export function compareHandValues(a: HandValue, b: HandValue): number {
  if (a.ranking !== b.ranking) {
    throw new RangeError(`compareHandValues: cannot compare a ${a.ranking} value with a ${b.ranking} value`);
  }
  return a.rank - b.rank;
}
