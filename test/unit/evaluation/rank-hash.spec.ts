import { buildRankHash, enumerateRankMultisets, RANK_KEYS, slotOf } from '../../../src/engine/evaluation/rank-hash';

/** The perfect hash behind the fast evaluators (src/engine/evaluation/rank-hash.ts). */
describe('rank keys and the rank-multiset perfect hash', () => {
  // Multisets of n ranks among 13 with at most four of a rank: the coefficient of x^n in
  // (1 + x + x^2 + x^3 + x^4)^13, i.e. 6,175 for n = 5, 18,395 for n = 6, 49,205 for n = 7.
  const multisets = [5, 6, 7].map((n) => enumerateRankMultisets(n));

  it('lists 6,175, 18,395 and 49,205 multisets of 5, 6 and 7 ranks', () => {
    expect(multisets.map((m) => m.length)).toEqual([6175, 18395, 49205]);
    let wrong = 0;
    for (const m of multisets) {
      for (let i = 0; i < m.length; i++) {
        let size = 0;
        let key = 0;
        for (let r = 0; r < 13; r++) {
          const count = m.counts[i * 13 + r]!;
          if (count > 4) wrong++;
          size += count;
          key += count * RANK_KEYS[r]!;
        }
        if (size !== m.size || key !== m.keys[i]) wrong++;
      }
    }
    expect(wrong).toBe(0);
  });

  it('gives every multiset of 5, 6 or 7 ranks its own key and its own slot', () => {
    const keys = multisets.flatMap((m) => Array.from(m.keys));
    expect(new Set(keys).size).toBe(6175 + 18395 + 49205);
    const hash = buildRankHash(keys);
    const slots = new Set(keys.map((key) => slotOf(hash, key)));
    expect(slots.size).toBe(keys.length);
    expect(Math.max(...slots)).toBeLessThan(hash.size);
    expect(Math.min(...slots)).toBeGreaterThanOrEqual(0);
    expect(hash.size).toBeLessThan(2 * keys.length); // about 131 K slots
  });

  it('refuses duplicate keys', () => {
    expect(() => buildRankHash([RANK_KEYS[3]!, 12345, RANK_KEYS[3]!])).toThrow(/not unique/);
  });
});
