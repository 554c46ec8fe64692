/**
 * What an equity run adds up, per player: his share of the pot summed over the runouts (ties
 * split fractionally; in hi-lo each half split among its winners, the whole pot to the high when
 * nobody has a qualifying low), how often he won it all, shared it or lost, and, for hi-lo, the part
 * of his share won with each half. Every runout may carry a weight (range combinations); squares
 * of the shares are kept for the Monte Carlo standard error.
 */
export class Tally {
  readonly players: number;
  readonly share: Float64Array;
  readonly shareSquares: Float64Array;
  readonly wins: Float64Array;
  readonly ties: Float64Array;
  readonly losses: Float64Array;
  readonly highShare: Float64Array;
  readonly lowShare: Float64Array;
  /** Sum of the weights of the runouts counted. */
  total = 0;
  /** Runouts counted, unweighted. */
  runouts = 0;

  constructor(players: number) {
    this.players = players;
    this.share = new Float64Array(players);
    this.shareSquares = new Float64Array(players);
    this.wins = new Float64Array(players);
    this.ties = new Float64Array(players);
    this.losses = new Float64Array(players);
    this.highShare = new Float64Array(players);
    this.lowShare = new Float64Array(players);
  }

  /**
   * One runout of a one-sided pot (high only or low only) that occurs `times` times with total
   * weight `weight`: `ranks[p]` smaller is better, `best` the smallest, held by `winners` players.
   */
  add(best: number, winners: number, ranks: ArrayLike<number>, weight: number, times: number): void {
    const part = 1 / winners;
    for (let p = 0; p < this.players; p++) {
      if (ranks[p] === best) {
        this.share[p]! += part * weight;
        this.shareSquares[p]! += part * part * weight;
        if (winners === 1) this.wins[p]! += weight;
        else this.ties[p]! += weight;
      } else {
        this.losses[p]! += weight;
      }
    }
    this.total += weight;
    this.runouts += times;
  }

  /**
   * One hi-lo runout (§3.9): half the pot to the best high, half to the best qualifying low
   * (`lows[p] === noLow`: none), the whole pot to the high when no low qualifies.
   */
  addHiLo(highs: ArrayLike<number>, lows: ArrayLike<number>, noLow: number, weight: number): void {
    const n = this.players;
    let bestHigh = 0xffff;
    let highWinners = 0;
    let bestLow = noLow;
    let lowWinners = 0;
    for (let p = 0; p < n; p++) {
      const h = highs[p]!;
      if (h < bestHigh) {
        bestHigh = h;
        highWinners = 1;
      } else if (h === bestHigh) highWinners++;
      const l = lows[p]!;
      if (l === noLow) continue;
      if (l < bestLow) {
        bestLow = l;
        lowWinners = 1;
      } else if (l === bestLow) lowWinners++;
    }
    const highPot = lowWinners === 0 ? 1 : 0.5;
    for (let p = 0; p < n; p++) {
      const high = highs[p] === bestHigh ? highPot / highWinners : 0;
      const low = lowWinners > 0 && lows[p] === bestLow ? 0.5 / lowWinners : 0;
      const share = high + low;
      this.highShare[p]! += high * weight;
      this.lowShare[p]! += low * weight;
      this.share[p]! += share * weight;
      this.shareSquares[p]! += share * share * weight;
      if (share === 1) this.wins[p]! += weight;
      else if (share > 0) this.ties[p]! += weight;
      else this.losses[p]! += weight;
    }
    this.total += weight;
    this.runouts += 1;
  }

  /**
   * Counts of a one-sided enumeration, each multiplied by `weight`: per player the runouts won
   * alone, the runouts tied and the sum of his tie shares (1/k for a k-way tie). Every runout is
   * won or tied by someone, so the runouts are the wins plus the ties over the tie shares' sizes.
   */
  addCounts(wins: ArrayLike<number>, ties: ArrayLike<number>, tieShares: ArrayLike<number>, weight: number): void {
    let runouts = 0;
    let shareSum = 0;
    for (let p = 0; p < this.players; p++) {
      runouts += wins[p]!;
      shareSum += tieShares[p]!;
    }
    // Each tied runout gives out exactly 1 in tie shares: their sum is the number of tied runouts.
    runouts += Math.round(shareSum);
    for (let p = 0; p < this.players; p++) {
      const w = wins[p]!;
      const t = ties[p]!;
      const share = w + tieShares[p]!;
      this.share[p]! += share * weight;
      // Squares: 1 per win, (1/k)^2 per k-way tie; kept only approximately here (exact runs report no standard error).
      this.shareSquares[p]! += w * weight;
      this.wins[p]! += w * weight;
      this.ties[p]! += t * weight;
      this.losses[p]! += (runouts - w - t) * weight;
    }
    this.total += runouts * weight;
    this.runouts += runouts;
  }
}
