import { type Card, formatCard, makeCard, parseCard, RANK_CHARS } from '../cards';

/**
 * Hand ranges in the usual notation, as weighted lists of hole-card combinations.
 *
 * Two hole cards (hold'em, and the pineapple family, Irish and Aviation after their discards),
 * comma-separated items, each optionally followed by `:weight` (0 < weight <= 1, default 1):
 * - `AA`, `AKs` (suited: 4 combinations), `AKo` (offsuit: 12), `AK` (both: 16);
 * - `QQ+` (queens or better), `A2s+` / `KTo+` / `QJ+` (the kicker up to one below the top card);
 * - `99-66`, `A5s-A2s`, `KQo-K9o` (inclusive spans with the same top card);
 * - `AhKh` (one exact combination).
 * Four or five hole cards (Omaha, Courchevel): a list of exact hands, `AsAhKsKh, 9h8h7c6c:0.5`
 * (rank groups of Omaha hands are too many and too unlike each other for a shorthand to help).
 * A combination named twice keeps the weight of its last mention.
 */

export interface Combo {
  readonly cards: readonly Card[];
  readonly weight: number;
}

export type RangeParse = { ok: true; combos: Combo[] } | { ok: false; detail: string };

const RANK_INDEX = new Map<string, number>([...RANK_CHARS].map((c, i) => [c, i]));

function pairCombos(rank: number, out: Card[][]): void {
  for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) out.push([makeCard(rank, b), makeCard(rank, a)]);
}

function twoRankCombos(high: number, low: number, kind: 's' | 'o' | '', out: Card[][]): void {
  for (let a = 0; a < 4; a++) {
    for (let b = 0; b < 4; b++) {
      if (kind === 's' && a !== b) continue;
      if (kind === 'o' && a === b) continue;
      out.push([makeCard(high, a), makeCard(low, b)]);
    }
  }
}

interface Shape {
  high: number;
  low: number;
  kind: 's' | 'o' | '';
}

function readShape(text: string): Shape | null {
  const m = /^([2-9TJQKA])([2-9TJQKA])([so]?)$/.exec(text);
  if (!m) return null;
  const a = RANK_INDEX.get(m[1]!)!;
  const b = RANK_INDEX.get(m[2]!)!;
  const kind = m[3] as Shape['kind'];
  if (a === b && kind !== '') return null; // a pair is neither suited nor offsuit
  return { high: Math.max(a, b), low: Math.min(a, b), kind };
}

function expandShapes(item: string): Card[][] | string {
  const out: Card[][] = [];
  const emit = (s: Shape) => (s.high === s.low ? pairCombos(s.high, out) : twoRankCombos(s.high, s.low, s.kind, out));
  if (item.endsWith('+')) {
    const s = readShape(item.slice(0, -1));
    if (!s) return `'${item}' is not a hand class such as QQ+, A2s+ or KTo+`;
    if (s.high === s.low) for (let r = s.low; r <= 12; r++) emit({ high: r, low: r, kind: '' });
    else for (let r = s.low; r < s.high; r++) emit({ high: s.high, low: r, kind: s.kind });
    return out;
  }
  const dash = item.indexOf('-');
  if (dash > 0) {
    const from = readShape(item.slice(0, dash));
    const to = readShape(item.slice(dash + 1));
    if (!from || !to) return `'${item}' is not a span such as 99-66 or A5s-A2s`;
    const pairs = from.high === from.low && to.high === to.low;
    if (pairs) {
      for (let r = Math.min(from.low, to.low); r <= Math.max(from.low, to.low); r++) emit({ high: r, low: r, kind: '' });
      return out;
    }
    if (from.high !== to.high || from.kind !== to.kind || from.high === from.low || to.high === to.low) {
      return `'${item}': both ends of a span share the top card and the suitedness (A5s-A2s, KQo-K9o) or are both pairs (99-66)`;
    }
    for (let r = Math.min(from.low, to.low); r <= Math.max(from.low, to.low); r++) emit({ high: from.high, low: r, kind: from.kind });
    return out;
  }
  const s = readShape(item);
  if (!s) return `'${item}' is not a hand such as AA, AKs, AKo, AK or AhKh`;
  emit(s);
  return out;
}

function exactHand(item: string, size: number): Card[] | null {
  if (item.length !== size * 2) return null;
  const cards: Card[] = [];
  for (let i = 0; i < item.length; i += 2) {
    const card = parseCard(item.slice(i, i + 2));
    if (card === undefined || card > 51 || cards.includes(card)) return null;
    cards.push(card);
  }
  return cards;
}

/** Parses `text` as a range of hands of `holeCards` cards (2, 4 or 5). */
export function parseRange(text: string, holeCards: number): RangeParse {
  const byKey = new Map<string, Combo>();
  const items = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (items.length === 0) return { ok: false, detail: 'the range is empty; name hands such as "QQ+, AKs"' };
  for (const raw of items) {
    const colon = raw.indexOf(':');
    const item = (colon >= 0 ? raw.slice(0, colon) : raw).trim();
    let weight = 1;
    if (colon >= 0) {
      const w = raw.slice(colon + 1).trim();
      weight = /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(w) ? Number(w) : NaN;
      if (!(weight > 0 && weight <= 1)) return { ok: false, detail: `'${raw}': a weight is a number above 0 and at most 1, such as AKs:0.5` };
    }
    let hands: Card[][];
    const exact = exactHand(item, holeCards);
    if (exact) hands = [exact];
    else if (holeCards !== 2) {
      return { ok: false, detail: `'${item}' is not a hand of ${holeCards} distinct cards; ${holeCards}-card ranges list exact hands such as ${holeCards === 4 ? 'AsAhKsKh' : 'AsAhKsKhQd'}` };
    } else {
      const expanded = expandShapes(item);
      if (typeof expanded === 'string') return { ok: false, detail: expanded };
      hands = expanded;
    }
    for (const hand of hands) {
      const key = [...hand].sort((a, b) => a - b).map(formatCard).join('');
      byKey.set(key, { cards: hand, weight });
    }
  }
  return { ok: true, combos: [...byKey.values()] };
}
