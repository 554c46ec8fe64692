import fc from 'fast-check';
import { LruCache } from '../../../src/auth/lru-cache';

describe('LruCache (bounded credential cache with a TTL)', () => {
  let now = 0;
  const cache = (max: number, ttlMs = 10_000) => new LruCache<string>(max, ttlMs, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('never holds more than its bound, and a full cache loses one entry, not all', () => {
    const c = cache(3);
    for (const k of ['a', 'b', 'c', 'd', 'e']) c.set(k, k.toUpperCase());
    expect(c.size).toBe(3);
    expect([c.get('a'), c.get('b'), c.get('c'), c.get('d'), c.get('e')]).toEqual([undefined, undefined, 'C', 'D', 'E']);
  });

  it('evicts the least recently used entry: a read makes an entry recent', () => {
    const c = cache(3);
    c.set('a', 'A');
    c.set('b', 'B');
    c.set('c', 'C');
    expect(c.get('a')).toBe('A');
    c.set('d', 'D');
    expect(c.get('b')).toBeUndefined();
    expect([c.get('a'), c.get('c'), c.get('d')]).toEqual(['A', 'C', 'D']);
  });

  it('setting an entry again refreshes it and does not grow the cache', () => {
    const c = cache(2);
    c.set('a', 'A');
    c.set('b', 'B');
    c.set('a', 'A2');
    c.set('c', 'C');
    expect(c.size).toBe(2);
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual(['A2', undefined, 'C']);
  });

  it('trusts an entry for its TTL only, counted from when it was set, not read', () => {
    const c = cache(10, 10_000);
    c.set('a', 'A');
    now += 9_999;
    expect(c.get('a')).toBe('A');
    now += 1;
    expect(c.get('a')).toBeUndefined();
    // The expired entry is gone, not kept around.
    expect(c.size).toBe(0);
  });

  it('deletes the entries a predicate matches and keeps the others', () => {
    const c = cache(10);
    for (const k of ['a1', 'b1', 'a2']) c.set(k, k);
    c.deleteWhere((v) => v.startsWith('a'));
    expect([c.get('a1'), c.get('b1'), c.get('a2')]).toEqual([undefined, 'b1', undefined]);
  });

  it('agrees with a model (a map re-inserted on every use) over random reads, writes, deletions and expiries', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            { weight: 6, arbitrary: fc.record({ op: fc.constant('get' as const), key: fc.integer({ min: 0, max: 7 }) }) },
            { weight: 6, arbitrary: fc.record({ op: fc.constant('set' as const), key: fc.integer({ min: 0, max: 7 }), value: fc.integer() }) },
            { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), key: fc.integer({ min: 0, max: 7 }) }) },
            { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteOdd' as const) }) },
            { weight: 1, arbitrary: fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 6_000 }) }) },
          ),
          { minLength: 40, maxLength: 200 },
        ),
        (ops) => {
          now = 0;
          const c = new LruCache<number>(4, 10_000, () => now);
          const model = new Map<string, { value: number; until: number }>();
          for (const o of ops) {
            if (o.op === 'wait') now += o.ms;
            else if (o.op === 'deleteOdd') {
              c.deleteWhere((v) => v % 2 !== 0);
              for (const [k, e] of model) if (e.value % 2 !== 0) model.delete(k);
            } else {
              const key = `k${o.key}`;
              if (o.op === 'delete') {
                c.delete(key);
                model.delete(key);
              } else if (o.op === 'set') {
                c.set(key, o.value);
                model.delete(key);
                model.set(key, { value: o.value, until: now + 10_000 });
                if (model.size > 4) model.delete(model.keys().next().value!);
              } else {
                const e = model.get(key);
                model.delete(key);
                const expected = e && e.until > now ? e.value : undefined;
                if (expected !== undefined) model.set(key, e!);
                expect(c.get(key)).toBe(expected);
              }
            }
            expect(c.size).toBe(model.size);
          }
          // The same entries at the end (the order of recency showed in every eviction above).
          for (const [key, e] of [...model]) expect(c.get(key)).toBe(e.until > now ? e.value : undefined);
        },
      ),
      { seed: 20261201, numRuns: 300 },
    );
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => cache(0)).toThrow(/maxEntries/);
  });
});
