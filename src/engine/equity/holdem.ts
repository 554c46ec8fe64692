import type { Card } from '../cards';
import { COLUMN_MASK, HASH_MULTIPLIER, ROW_SHIFT } from '../evaluation/rank-hash';
import { CARD_RANK_KEY, CARD_SUIT_KEY, FIVE_OF_A_SUIT, HIGH_FLUSH_RANKS, HIGH_RANKS, RANK_HASH, SUIT_KEY_BIAS } from '../evaluation/tables';
import type { Tally } from './tally';

/** Math functions as module constants: as fast in Node, and no slow global lookup inside a vm context (Jest). */
const { clz32, imul } = Math;

/*
 * Exact hold'em equity (two hole cards each, best five of seven, high only): every completion of
 * the board, allocation-free.
 *
 * - Board prefixes are reused: the rank-key sum, the suit counters and the per-suit rank masks of
 *   the board grow one card per level of the enumeration, so the last card costs one addition per
 *   player before the table lookup; each player's hole cards are folded into his own key once.
 * - Rank-only completions: as soon as no player can reach five of a suit with the cards still to
 *   come, suits no longer matter, so the rest of the board is enumerated as rank multisets, each
 *   weighted by the number of card sets it stands for (C(unseen of rank r, m) per rank), so the
 *   boards that cannot make a flush for anyone are visited once per rank multiset, not per card set.
 * - Plain cards near the river: for the last two cards, a card of a suit in which nobody can reach
 *   five counts only by its rank, and for the last card only the suits in which someone holds four
 *   are looked at card by card (`lastTwo`, `lastCard`); the rest are grouped by rank, weighted.
 */

const RK = CARD_RANK_KEY;
const SK = CARD_SUIT_KEY;
const BASE = RANK_HASH.rowBase;
const RANKS = HIGH_RANKS;
const FLUSHES = HIGH_FLUSH_RANKS;
const MUL = HASH_MULTIPLIER;
const SHIFT = ROW_SHIFT;
const COLUMNS = COLUMN_MASK;

/** Working state of one enumeration (module-level so an enumeration allocates nothing per runout). */
const MAX_PLAYERS = 10;
const holeKey = new Int32Array(MAX_PLAYERS);
const holeSuits = new Int32Array(MAX_PLAYERS);
/** Rank mask of each player's hole cards in each suit, at `p * 4 + suit`. */
const holeMask = new Int32Array(MAX_PLAYERS * 4);
const boardMask = new Int32Array(4);
const ranks = new Int32Array(MAX_PLAYERS);

interface Run {
  players: number;
  unseen: Int32Array;
  count: number;
  stop: (() => boolean) | undefined;
  stopped: boolean;
  sinceCheck: number;
}

function rankOf(p: number, key: number, suits: number, last: Card): number {
  const s = suits + holeSuits[p]!;
  if ((s & FIVE_OF_A_SUIT) !== 0) {
    const suit = (31 - clz32(s & FIVE_OF_A_SUIT)) >> 2;
    let mask = boardMask[suit]! | holeMask[p * 4 + suit]!;
    if ((last & 3) === suit) mask |= 1 << (last >> 2);
    return FLUSHES[mask]!;
  }
  const h = imul(key + holeKey[p]!, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/** Non-flush rank of player p with the board key `key` (the caller knows no flush is possible). */
function rankNoFlush(p: number, key: number): number {
  const h = imul(key + holeKey[p]!, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/** Unweighted counts of one enumeration: wins, ties and tie shares (1/k of a k-way tie) per player. */
const winCount = new Float64Array(MAX_PLAYERS);
const tieCount = new Float64Array(MAX_PLAYERS);
const tieShare = new Float64Array(MAX_PLAYERS);
let headsUpWins0 = 0;
let headsUpWins1 = 0;
let headsUpTies = 0;

/** Heads-up scoring of one board that occurs `times` times, the ranks passed directly. */
function headsUp(r0: number, r1: number, times: number): void {
  if (r0 < r1) headsUpWins0 += times;
  else if (r1 < r0) headsUpWins1 += times;
  else headsUpTies += times;
}

/** Scores one complete board that occurs `times` times; ranks are in `ranks`. */
function score(run: Run, times: number): void {
  const n = run.players;
  if (n === 2) {
    const r0 = ranks[0]!;
    const r1 = ranks[1]!;
    if (r0 < r1) headsUpWins0 += times;
    else if (r1 < r0) headsUpWins1 += times;
    else headsUpTies += times;
    return;
  }
  let best = 0xffff;
  let winners = 0;
  for (let p = 0; p < n; p++) {
    const r = ranks[p]!;
    if (r < best) {
      best = r;
      winners = 1;
    } else if (r === best) winners++;
  }
  if (winners === 1) {
    for (let p = 0; p < n; p++) if (ranks[p] === best) winCount[p]! += times;
    return;
  }
  const part = times / winners;
  for (let p = 0; p < n; p++) {
    if (ranks[p] === best) {
      tieCount[p]! += times;
      tieShare[p]! += part;
    }
  }
}

/** True when some player can still reach five cards of a suit with `need` more board cards. */
function flushPossible(players: number, suits: number, need: number): boolean {
  // Counters hold 3 + board count; adding the hole's count and `need` sets bit 3 at five or more.
  const bias = 0x1111 * need;
  for (let p = 0; p < players; p++) if (((suits + holeSuits[p]! + bias) & FIVE_OF_A_SUIT) !== 0) return true;
  return false;
}

/** Unseen cards of each rank from the current position on (rank-only enumeration). */
const avail = new Int32Array(13);

/**
 * Rank-only completion: no flush is possible, so only the ranks of the `need` cards still to come
 * matter. Chooses how many cards of each rank from `rank` up (multiplicity weights C(avail, m)).
 */
function ranksOnly(run: Run, need: number, rank: number, key: number, times: number): void {
  if (need === 0) {
    const n = run.players;
    if (n === 2) {
      headsUp(rankNoFlush(0, key), rankNoFlush(1, key), times);
      return;
    }
    for (let p = 0; p < n; p++) ranks[p] = rankNoFlush(p, key);
    score(run, times);
    return;
  }
  for (let r = rank; r < 13; r++) {
    const a = avail[r]!;
    let t = times;
    let k = key;
    const most = a < need ? a : need;
    for (let m = 1; m <= most; m++) {
      t = (t * (a - m + 1)) / m;
      k += RK[r * 4]!;
      ranksOnly(run, need - m, r + 1, k, t);
    }
  }
}

function startRanksOnly(run: Run, need: number, start: number, key: number): void {
  const unseen = run.unseen;
  for (let r = 0; r < 13; r++) avail[r] = 0;
  for (let i = start; i < run.count; i++) avail[unseen[i]! >> 2]!++;
  ranksOnly(run, need, 0, key, 1);
  run.sinceCheck += 256;
}

/** Counter bit 3 of each suit, at 4 * suit + 3 (suits whose counter reached the threshold). */
const SUIT_FLAG = [0x8, 0x80, 0x800, 0x8000];
/** Unseen cards of each rank outside the flush suits (last level). */
const plain = new Int32Array(13);

/**
 * Last level with a flush possible: every unseen card from `start` completes the board. Only a card
 * of a suit in which some player holds four can make a flush, so those are evaluated one by one and
 * the others once per rank (weighted by their number), unless a player already has five of a suit.
 */
function lastCard(run: Run, start: number, key: number, suits: number): void {
  const n = run.players;
  const unseen = run.unseen;
  const count = run.count;
  let fourSuits = 0;
  let made = false;
  for (let p = 0; p < n; p++) {
    const s = suits + holeSuits[p]!;
    fourSuits |= (s + 0x1111) & FIVE_OF_A_SUIT;
    if ((s & FIVE_OF_A_SUIT) !== 0) made = true;
  }
  if (made) fourSuits = FIVE_OF_A_SUIT;
  for (let r = 0; r < 13; r++) plain[r] = 0;
  for (let i = start; i < count; i++) {
    const c = unseen[i]!;
    if ((fourSuits & SUIT_FLAG[c & 3]!) === 0) {
      plain[c >> 2]!++;
      continue;
    }
    const k = key + RK[c]!;
    const s = suits + SK[c]!;
    if (n === 2) {
      headsUp(rankOf(0, k, s, c), rankOf(1, k, s, c), 1);
      continue;
    }
    for (let p = 0; p < n; p++) ranks[p] = rankOf(p, k, s, c);
    score(run, 1);
  }
  for (let r = 0; r < 13; r++) {
    const times = plain[r]!;
    if (times === 0) continue;
    const k = key + RK[r * 4]!;
    if (n === 2) {
      headsUp(rankNoFlush(0, k), rankNoFlush(1, k), times);
      continue;
    }
    for (let p = 0; p < n; p++) ranks[p] = rankNoFlush(p, k);
    score(run, times);
  }
  run.sinceCheck += count - start;
}

/**
 * Rank of player p when the board's cards of the suits that can flush are in `suits` and
 * `boardMask` and every board card is in `key` (cards of other suits only by rank).
 */
function rankFull(p: number, key: number, suits: number): number {
  const s = suits + holeSuits[p]!;
  if ((s & FIVE_OF_A_SUIT) !== 0) {
    const suit = (31 - clz32(s & FIVE_OF_A_SUIT)) >> 2;
    return FLUSHES[boardMask[suit]! | holeMask[p * 4 + suit]!]!;
  }
  const h = imul(key + holeKey[p]!, MUL);
  return RANKS[BASE[h >>> SHIFT]! + (h & COLUMNS)]!;
}

/** Scores one board from `rankFull` that occurs `times` times. */
function scoreFull(run: Run, key: number, suits: number, times: number): void {
  const n = run.players;
  if (n === 2) {
    headsUp(rankFull(0, key, suits), rankFull(1, key, suits), times);
    return;
  }
  for (let p = 0; p < n; p++) ranks[p] = rankFull(p, key, suits);
  score(run, times);
}

/** Suits (counter flags) in which some player reaches five with `need` more cards. */
function criticalSuits(players: number, suits: number, need: number): number {
  const bias = 0x1111 * need;
  let flags = 0;
  for (let p = 0; p < players; p++) flags |= (suits + holeSuits[p]! + bias) & FIVE_OF_A_SUIT;
  return flags;
}

/** Plain cards (suits that cannot flush with two more cards) still unseen, by rank, for `lastTwo`. */
const plainTwo = new Int32Array(13);
const plainOne = new Int32Array(13);

/**
 * The last two board cards with a flush possible. A card of a suit in which nobody can reach five
 * with two more cards ("plain") only counts by its rank, so every pair is split uniquely: two plain
 * cards (by ranks, weighted), or a first card of a critical suit (one by one) with any plain card or
 * a later critical card; for that second card only the suits in which someone then holds four are
 * looked at card by card.
 */
function lastTwo(run: Run, start: number, key: number, suits: number): void {
  const unseen = run.unseen;
  const count = run.count;
  const critical = criticalSuits(run.players, suits, 2);
  for (let r = 0; r < 13; r++) plainTwo[r] = 0;
  for (let i = start; i < count; i++) if ((critical & SUIT_FLAG[unseen[i]! & 3]!) === 0) plainTwo[unseen[i]! >> 2]!++;
  // Two plain cards.
  for (let r1 = 0; r1 < 13; r1++) {
    const a = plainTwo[r1]!;
    if (a === 0) continue;
    const k1 = key + RK[r1 * 4]!;
    if (a > 1) scoreFull(run, k1 + RK[r1 * 4]!, suits, (a * (a - 1)) / 2);
    for (let r2 = r1 + 1; r2 < 13; r2++) {
      const b = plainTwo[r2]!;
      if (b !== 0) scoreFull(run, k1 + RK[r2 * 4]!, suits, a * b);
    }
  }
  // A critical first card, then a plain card or a later critical one.
  const n = run.players;
  for (let j = start; j < count; j++) {
    const c = unseen[j]!;
    if ((critical & SUIT_FLAG[c & 3]!) === 0) continue;
    const bit = 1 << (c >> 2);
    boardMask[c & 3]! ^= bit;
    const k = key + RK[c]!;
    const s = suits + SK[c]!;
    const four = criticalSuits(n, s, 1);
    for (let r = 0; r < 13; r++) plainOne[r] = plainTwo[r]!;
    for (let i = j + 1; i < count; i++) {
      const d = unseen[i]!;
      if ((critical & SUIT_FLAG[d & 3]!) === 0) continue;
      if ((four & SUIT_FLAG[d & 3]!) === 0) {
        plainOne[d >> 2]!++;
        continue;
      }
      const dbit = 1 << (d >> 2);
      boardMask[d & 3]! ^= dbit;
      scoreFull(run, k + RK[d]!, s + SK[d]!, 1);
      boardMask[d & 3]! ^= dbit;
    }
    for (let r = 0; r < 13; r++) {
      const times = plainOne[r]!;
      if (times !== 0) scoreFull(run, k + RK[r * 4]!, s, times);
    }
    boardMask[c & 3]! ^= bit;
  }
  run.sinceCheck += count - start;
}

function level(run: Run, need: number, start: number, key: number, suits: number): void {
  if (!flushPossible(run.players, suits, need)) {
    startRanksOnly(run, need, start, key);
  } else if (need === 1) {
    lastCard(run, start, key, suits);
  } else if (need === 2) {
    lastTwo(run, start, key, suits);
  } else {
    const unseen = run.unseen;
    const last = run.count - need + 1;
    for (let i = start; i < last && !run.stopped; i++) {
      const c = unseen[i]!;
      const bit = 1 << (c >> 2);
      boardMask[c & 3]! ^= bit;
      level(run, need - 1, i + 1, key + RK[c]!, suits + SK[c]!);
      boardMask[c & 3]! ^= bit;
    }
  }
  if (run.sinceCheck >= 4096) {
    run.sinceCheck = 0;
    if (run.stop?.()) run.stopped = true;
  }
}

/**
 * Adds to `tally` every completion of `board` (0 to 5 known cards) by cards of `unseen` (sorted
 * ascending, so that cards of a rank are contiguous), for players holding `holes[2p], holes[2p+1]`,
 * each completion counted with `weight`. Returns false when `stop` asked to stop before the end.
 */
export function enumerateHoldem(
  holes: ArrayLike<Card>,
  players: number,
  board: ArrayLike<Card>,
  unseen: Int32Array,
  tally: Tally,
  weight = 1,
  stop?: () => boolean,
): boolean {
  if (players > MAX_PLAYERS) throw new RangeError(`enumerateHoldem: at most ${MAX_PLAYERS} players`);
  let key = 0;
  let suits = SUIT_KEY_BIAS;
  boardMask.fill(0);
  for (let i = 0; i < board.length; i++) {
    const c = board[i]!;
    key += RK[c]!;
    suits += SK[c]!;
    boardMask[c & 3]! |= 1 << (c >> 2);
  }
  holeMask.fill(0);
  for (let p = 0; p < players; p++) {
    const a = holes[2 * p]!;
    const b = holes[2 * p + 1]!;
    holeKey[p] = RK[a]! + RK[b]!;
    holeSuits[p] = SK[a]! + SK[b]!;
    holeMask[p * 4 + (a & 3)]! |= 1 << (a >> 2);
    holeMask[p * 4 + (b & 3)]! |= 1 << (b >> 2);
  }
  const count = unseen.length;
  winCount.fill(0);
  tieCount.fill(0);
  tieShare.fill(0);
  headsUpWins0 = headsUpWins1 = headsUpTies = 0;
  const run: Run = { players, unseen, count, stop, stopped: false, sinceCheck: 0 };
  const need = 5 - board.length;
  if (need === 0) {
    for (let p = 0; p < players; p++) ranks[p] = rankOf(p, key, suits, board[0]!);
    score(run, 1);
  } else {
    level(run, need, 0, key, suits);
  }
  if (players === 2) {
    winCount[0] = headsUpWins0;
    winCount[1] = headsUpWins1;
    tieCount[0] = tieCount[1] = headsUpTies;
    tieShare[0] = tieShare[1] = headsUpTies / 2;
  }
  tally.addCounts(winCount, tieCount, tieShare, weight);
  return !run.stopped;
}
