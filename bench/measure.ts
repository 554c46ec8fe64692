/** Timing helpers: rates are evaluations (or deals) per second over runs of at least `minMs`. */

/** A timed loop: evaluates deals 0..count-1 once and returns a checksum (kept so no work is skipped). */
export type Loop = (count: number) => number;

let sink = 0;

/** Runs `loop` over `count` deals repeatedly for at least `minMs`; returns deals per second. */
export function rate(loop: Loop, count: number, minMs: number): number {
  let done = 0;
  const start = performance.now();
  let now = start;
  do {
    sink = (sink + loop(count)) | 0;
    done += count;
    now = performance.now();
  } while (now - start < minMs);
  return done / ((now - start) / 1000);
}

/** The checksum of everything measured, printed so the work cannot be optimized away. */
export function checksum(): number {
  return sink;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
