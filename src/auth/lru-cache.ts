/** An entry, linked into the recency list: `older` towards the least recently used end. */
interface Entry<V> {
  key: string;
  value: V;
  until: number;
  older: Entry<V> | null;
  newer: Entry<V> | null;
}

/**
 * A map of at most `maxEntries` entries, each trusted for `ttlMs` after it was set. A full cache
 * evicts its least recently used entry (a read counts as a use), one at a time: it is never cleared
 * whole, so a busy instance does not send every client back to the database at once.
 *
 * Every authenticated request reads it, so a read is one map look-up and a few pointer moves: the
 * entries form a list from least to most recently used beside the map (re-inserting a key into the
 * map to mark it recent costs a delete and an insertion with the key's hash each time).
 */
export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** The least recently used entry, and the most. */
  private oldest: Entry<V> | null = null;
  private newest: Entry<V> | null = null;

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
    if (entry === undefined) return undefined;
    if (entry.until <= this.now()) {
      this.remove(entry);
      return undefined;
    }
    if (entry !== this.newest) {
      this.unlink(entry);
      this.append(entry);
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) this.remove(old);
    const entry: Entry<V> = { key, value, until: this.now() + this.ttlMs, older: null, newer: null };
    this.entries.set(key, entry);
    this.append(entry);
    if (this.entries.size > this.maxEntries) this.remove(this.oldest!);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) this.remove(entry);
  }

  /** Drops every entry whose value matches (fresh or not). */
  deleteWhere(match: (value: V) => boolean): void {
    for (const entry of this.entries.values()) if (match(entry.value)) this.remove(entry);
  }

  clear(): void {
    this.entries.clear();
    this.oldest = this.newest = null;
  }

  private remove(entry: Entry<V>): void {
    this.entries.delete(entry.key);
    this.unlink(entry);
  }

  private unlink(entry: Entry<V>): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = entry.newer = null;
  }

  private append(entry: Entry<V>): void {
    entry.older = this.newest;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }
}
