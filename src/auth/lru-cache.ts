/**
 * A map of at most `maxEntries` entries, each trusted for `ttlMs` after it was set. A full cache
 * evicts its least recently used entry (a read counts as a use), one at a time: it is never cleared
 * whole, so a busy instance does not send every client back to the database at once.
 */
export class LruCache<V> {
  /** Insertion order is recency order: the first entry is the least recently used. */
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isSafeInteger(maxEntries) || maxEntries < 1) throw new Error(`maxEntries must be a positive integer, got ${maxEntries}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value when it is there and fresh (it becomes the most recently used); an expired one is dropped. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches (fresh or not). */
  deleteWhere(match: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
