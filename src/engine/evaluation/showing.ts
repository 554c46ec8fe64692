import type { Card } from '../cards';
import { checkCount } from './hand-value';

/**
 * Compares two stud "showing hands" (§2.7): the 1 to 4 up cards only. Straights and flushes are
 * never formed; categories are four of a kind > three of a kind > two pair > pair > high card, then
 * the grouped ranks as in the §2.1 tie-breaks (a pair's rank, then the kickers from the highest).
 * `'high'` (7 and 5 Card Stud, Stud Hi-Lo): the higher hand is better. `'aceToFive'` (Razz): aces
 * are low and the lower hand is better (§2.2 order). Suits never count: equal hands return 0 and
 * the caller breaks the tie by position. Hands normally have the same number of cards; if not, a
 * missing card counts as worse than any card.
 * Returns < 0 when `a` is the better showing hand (it acts first), > 0 when `b` is, 0 for a tie.
 * Examples: `As Kh` vs `6c 6d` (high) → > 0, the sixes act first (S003);
 * `7c 2d` vs `7h 2s` (aceToFive) → 0, and either beats `Ac Ad` (§4.5).
 * @throws RangeError unless each hand has 1 to 4 cards.
 */
export function compareShowingHands(a: readonly Card[], b: readonly Card[], ranking: 'high' | 'aceToFive'): number {
  checkCount('compareShowingHands (first hand)', a.length, 1, 4);
  checkCount('compareShowingHands (second hand)', b.length, 1, 4);
  const low = ranking === 'aceToFive';
  const ka = showingKey(a, low);
  const kb = showingKey(b, low);
  // A missing card is the worst value: below every rank when high, above every rank when low.
  const missing = low ? 99 : -1;
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const x = ka[i] ?? missing;
    const y = kb[i] ?? missing;
    if (x !== y) return low ? x - y : y - x;
  }
  return 0;
}

/**
 * `[category, r1, r2, ...]`: category 0 high card, 1 pair, 2 two pair, 3 three of a kind, 4 four of a
 * kind; then the distinct ranks by (count, value) descending, values 2..14 (ace high) or 1..13 (ace low).
 */
function showingKey(cards: readonly Card[], aceLow: boolean): number[] {
  const counts = new Map<number, number>();
  for (const card of cards) {
    const rank = card >> 2;
    const value = aceLow && rank === 12 ? 1 : rank + 2;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const groups = [...counts].sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  const shape = groups.map(([, n]) => n);
  const pairs = shape.filter((n) => n === 2).length;
  const category = shape[0] === 4 ? 4 : shape[0] === 3 ? 3 : pairs === 2 ? 2 : pairs === 1 ? 1 : 0;
  return [category, ...groups.map(([value]) => value)];
}
