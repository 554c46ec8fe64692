import { createRequire } from 'node:module';
import { computeEquity, type EquityInput, findGame, type GameId } from '../src/engine';
import { median } from './measure';
import { tryLoad } from './try-load';

/**
 * Equity cases of `npm run bench`, timed in the same run against the npm equity libraries
 * (devDependencies): poker-odds (`calculateEquity`, hold'em only) and poker-odds-calc
 * (`TexasHoldem`, `Omaha` tables; no hi-lo, no stud, no draw). Croupier is timed over repeated runs
 * (median wall time, and median CPU time of the process: the budgets are for one core, and on a
 * shared machine the wall time also counts other jobs' turns); each peer once, it is slow. Before timing, each peer's answer is compared with
 * Croupier's (its win counts, or its equity within its own Monte Carlo error). Each case has a time
 * budget for Croupier.
 */

const load = createRequire(__filename);

interface PokerOddsHand {
  count: number;
  wins: number;
  ties: number;
}
type PokerOdds = (hands: string[][], board: string[], iterations?: number, exhaustive?: boolean) => PokerOddsHand[];

interface PeerResultPlayer {
  getWins(): number;
  getTies(): number;
  getWinsPercentage(): number;
  getTiesPercentage(): number;
}
interface PeerTable {
  addPlayer(hand: string[]): PeerTable;
  setBoard(cards: string[]): PeerTable;
  exhaustive(): PeerTable;
  limit(n: number): PeerTable;
  calculate(): { getPlayers(): PeerResultPlayer[]; getIterations(): number };
}
interface PokerOddsCalc {
  TexasHoldem: new () => PeerTable;
  Omaha: new () => PeerTable;
}

const pokerOdds = tryLoad('poker-odds', () => (load('poker-odds') as { calculateEquity: PokerOdds }).calculateEquity);
const pokerOddsCalc = tryLoad('poker-odds-calc', () => load('poker-odds-calc') as PokerOddsCalc);

/** A peer's run: the win counts (or win frequencies) of each player, for the agreement check. */
interface PeerAnswer {
  wins: number[];
  runouts: number;
}

interface Peer {
  name: string;
  run(): PeerAnswer;
}

interface EquityCase {
  id: string;
  title: string;
  input: EquityInput;
  /** Croupier's budget for this case, in milliseconds. */
  budgetMs: number;
  /** The brief's ratio to the fastest peer, where it sets one. */
  peerRatio?: number;
  peers: Peer[];
}

const game = (id: GameId) => findGame(id)!;
const split = (s: string) => s.match(/../g)!;

function holdemPeers(hands: string[], board: string[], exhaustive: boolean, samples = 100_000): Peer[] {
  const peers: Peer[] = [];
  const cards = hands.map(split);
  if (pokerOdds) {
    peers.push({
      name: 'poker-odds calculateEquity',
      run: () => {
        const r = pokerOdds(cards, board, samples, exhaustive);
        return { wins: r.map((h) => h.wins), runouts: r[0]!.count };
      },
    });
  }
  if (pokerOddsCalc) peers.push(oddsCalcPeer('TexasHoldem', cards, board, exhaustive, samples));
  return peers;
}

function oddsCalcPeer(table: 'TexasHoldem' | 'Omaha', cards: string[][], board: string[], exhaustive: boolean, samples: number): Peer {
  return {
    name: `poker-odds-calc ${table}`,
    run: () => {
      let t = new pokerOddsCalc![table]();
      for (const hand of cards) t = t.addPlayer(hand);
      if (board.length > 0) t = t.setBoard(board);
      t = exhaustive ? t.exhaustive() : t.limit(samples);
      const r = t.calculate();
      return { wins: r.getPlayers().map((p) => p.getWins()), runouts: r.getIterations() };
    },
  };
}

const CASES: EquityCase[] = [
  {
    id: 'eq-hu-pre',
    title: "Hold'em heads-up preflop, exhaustive: AsAh vs KdKc (1,712,304 boards)",
    input: { game: game('holdem'), players: [{ cards: ['As', 'Ah'] }, { cards: ['Kd', 'Kc'] }] },
    budgetMs: 15,
    peerRatio: 20,
    peers: holdemPeers(['AsAh', 'KdKc'], [], true),
  },
  {
    id: 'eq-3way-flop',
    title: "Hold'em three-way on the flop, exact: AhKh vs QsQd vs 8c7c, board Th 9h 2c",
    input: { game: game('holdem'), board: ['Th', '9h', '2c'], players: [{ cards: ['Ah', 'Kh'] }, { cards: ['Qs', 'Qd'] }, { cards: ['8c', '7c'] }] },
    budgetMs: 1,
    peers: holdemPeers(['AhKh', 'QsQd', '8c7c'], ['Th', '9h', '2c'], true),
  },
  {
    id: 'eq-plo-flop',
    title: 'PLO heads-up on the flop, exact: AhKhQcJc vs 9s9d8c7d, board Ts 9h 2c',
    input: { game: game('omaha'), board: ['Ts', '9h', '2c'], players: [{ cards: ['Ah', 'Kh', 'Qc', 'Jc'] }, { cards: ['9s', '9d', '8c', '7d'] }] },
    budgetMs: 2,
    peers: pokerOddsCalc ? [oddsCalcPeer('Omaha', [split('AhKhQcJc'), split('9s9d8c7d')], ['Ts', '9h', '2c'], true, 0)] : [],
  },
  {
    id: 'eq-plo-pre',
    title: 'PLO heads-up preflop, Monte Carlo 100,000 samples: AhKhQcJc vs 9s9d8c7d',
    input: { game: game('omaha'), players: [{ cards: ['Ah', 'Kh', 'Qc', 'Jc'] }, { cards: ['9s', '9d', '8c', '7d'] }], method: 'monteCarlo', samples: 100_000, seed: 'bench' },
    budgetMs: 100,
    peers: pokerOddsCalc ? [oddsCalcPeer('Omaha', [split('AhKhQcJc'), split('9s9d8c7d')], [], false, 100_000)] : [],
  },
  {
    id: 'eq-o8-flop',
    title: 'Omaha Hi-Lo heads-up on the flop, exact: Ac3cKhQd vs 5s6sJh9c, board 2h 4d 7c',
    input: { game: game('omahaHiLo'), board: ['2h', '4d', '7c'], players: [{ cards: ['Ac', '3c', 'Kh', 'Qd'] }, { cards: ['5s', '6s', 'Jh', '9c'] }] },
    budgetMs: 2,
    peers: [],
  },
  {
    id: 'eq-stud-5th',
    title: '7 Card Stud heads-up on 5th street, exact (671,580 runouts): AsAd 7c 8h 2s vs KdKh 9c 9s 5h',
    input: { game: game('sevenCardStud'), players: [{ cards: ['As', 'Ad', '7c', '8h', '2s'] }, { cards: ['Kd', 'Kh', '9c', '9s', '5h'] }] },
    budgetMs: 150,
    peers: [],
  },
  {
    id: 'eq-razz-5th',
    title: 'Razz heads-up on 5th street, exact (671,580 runouts): As2d 7c 8h Ks vs 4d5h 9c Qs 6h',
    input: { game: game('razz'), players: [{ cards: ['As', '2d', '7c', '8h', 'Ks'] }, { cards: ['4d', '5h', '9c', 'Qs', '6h'] }] },
    budgetMs: 150,
    peers: [],
  },
  {
    id: 'eq-27-draw',
    title: '2-7 single draw heads-up, exact: keeps 7-5-3-2 vs 8-6-4-2 (each draws one)',
    input: {
      game: game('lowballDraw'),
      options: { lowballType: 'deuce-to-seven' },
      players: [{ cards: ['7h', '5d', '3c', '2s'] }, { cards: ['8s', '6d', '4c', '2h'] }],
    },
    budgetMs: 2,
    peers: [],
  },
];

/** One computation: wall time, and the CPU time of this process (what one core spent, whatever the machine's load). */
function croupierRun(input: EquityInput): { ms: number; cpuMs: number; wins: number[]; runouts: number } {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const answer = computeEquity(input);
  const used = process.cpuUsage(cpu);
  const ms = performance.now() - start;
  const cpuMs = (used.user + used.system) / 1000;
  if (!answer.ok) throw new Error(`bench case refused: ${JSON.stringify(answer.errors)}`);
  return { ms, cpuMs, wins: answer.result.players.map((p) => p.wins ?? 0), runouts: answer.result.runouts };
}

function fmtMs(ms: number): string {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(0)} µs`;
}

/** Same win counts (exact peers), or win frequencies within 1.5 percentage points (sampling peers). */
function agreement(croupier: { wins: number[]; runouts: number }, peer: PeerAnswer): string {
  if (peer.runouts === croupier.runouts && peer.wins.every((w, i) => w === croupier.wins[i])) return 'same win counts';
  const gap = Math.max(...peer.wins.map((w, i) => Math.abs(w / peer.runouts - croupier.wins[i]! / croupier.runouts)));
  return gap <= 0.015 ? `win frequencies within ${(gap * 100).toFixed(2)} pt` : `DIFFERS (win frequencies ${(gap * 100).toFixed(2)} pt apart)`;
}

/** Runs the equity cases (all, or those named in `ids`, or all when `ids` holds 'equity'); returns summary lines. */
export function runEquityBench(ids: readonly string[], runs: number, minMs: number): string[] {
  const cases = CASES.filter((c) => ids.length === 0 || ids.includes('equity') || ids.includes(c.id));
  const summary: string[] = [];
  if (cases.length === 0) return summary;
  console.log('Equity: one request-sized computation per row, median time (lower is better)');
  for (const c of cases) {
    for (let i = 0; i < 3; i++) croupierRun(c.input); // warm-up
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let last = croupierRun(c.input);
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      do {
        last = croupierRun(c.input);
        times.push(last.ms);
        cpuTimes.push(last.cpuMs);
      } while (performance.now() - start < minMs / 5);
    }
    const ours = median(times);
    const oursCpu = median(cpuTimes);
    const peerTimes = c.peers.map((peer) => {
      const start = performance.now();
      const answer = peer.run();
      return { name: peer.name, ms: performance.now() - start, check: agreement(last, answer) };
    });
    const fastest = peerTimes.length > 0 ? Math.min(...peerTimes.map((p) => p.ms)) : 0;
    console.log(`${c.title} [${c.id}]`);
    const ratio = fastest > 0 ? `${(fastest / ours).toFixed(0)}x faster than the fastest peer` : 'no npm peer plays this game';
    console.log(
      `  ${'Croupier computeEquity'.padEnd(38)} ${fmtMs(ours).padStart(10)}  ${ratio.padEnd(40)} (${times.length} runs, ${last.runouts} runouts; CPU time ${fmtMs(oursCpu)})`,
    );
    for (const p of peerTimes) {
      console.log(`  ${p.name.padEnd(38)} ${fmtMs(p.ms).padStart(10)}  ${`${(p.ms / ours).toFixed(0)}x slower than Croupier`.padEnd(40)} (1 run) ${p.check}`);
    }
    // The budget is for one core: the CPU time this process spent (wall time also counts other jobs' turns on a shared machine).
    const withinBudget = oursCpu <= c.budgetMs;
    const ratioOk = c.peerRatio === undefined || fastest === 0 || fastest / ours >= c.peerRatio;
    const ratioText = c.peerRatio === undefined ? '' : ` and >= ${c.peerRatio}x fastest peer (${fastest > 0 ? (fastest / ours).toFixed(0) : '-'}x)`;
    summary.push(
      `  ${c.id.padEnd(13)} target <= ${fmtMs(c.budgetMs)} CPU${ratioText}: ${fmtMs(oursCpu)} CPU (${fmtMs(ours)} wall) -> ${withinBudget && ratioOk ? 'met' : 'MISSED'}`,
    );
    console.log('');
  }
  return summary;
}
