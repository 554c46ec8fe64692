// The evaluation module must load first so its load time is measured alone.
import { evaluation, evaluationLoadMs } from './load-evaluation';
import * as os from 'node:os';
// The cases register themselves; a module adding more cases (registerBenchCase) is imported here.
import { type BenchCase, BENCH_CASES } from './cases';
import './hands';
import { makeDeals } from './deals';
import { checksum, type Loop, median, rate } from './measure';
import { runEquityBench } from './equity';

/**
 * `npm run bench [-- ids...] [--runs=5] [--ms=500] [--deals=262144]` (ids: a case, or `equity` for every equity case)
 *
 * For each registered case: the same seeded deals for every contestant; each contestant first
 * checks that it ranks a sample of deals like Croupier (when it uses the same numbering), then is
 * warmed up and timed in `runs` rounds (contestants interleaved within a round) of at least `ms`
 * milliseconds each. The table gives the median rate, the ratio to the fastest peer, and the
 * targets of the brief.
 */

interface Options {
  ids: string[];
  runs: number;
  ms: number;
  deals: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { ids: [], runs: 5, ms: 500, deals: 1 << 18 };
  for (const arg of argv) {
    const m = /^--(runs|ms|deals)=(\d+)$/.exec(arg);
    if (m) options[m[1] as 'runs' | 'ms' | 'deals'] = Number(m[2]);
    else options.ids.push(arg);
  }
  return options;
}

const fmtRate = (perSecond: number): string =>
  perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(2)} M/s` : `${(perSecond / 1e3).toFixed(1)} K/s`;

interface Row {
  caseId: string;
  name: string;
  rates: number[];
  agreement: string;
}

function agreement(benchCase: BenchCase, deals: ReturnType<typeof makeDeals>, contestantIndex: number): string {
  const reference = benchCase.contestants[0]!;
  const contestant = benchCase.contestants[contestantIndex]!;
  if (!reference.rankOf || !contestant.rankOf) return contestantIndex === 0 ? '' : 'not checked';
  if (contestantIndex === 0) return '';
  const sample = Math.min(deals.count, 20_000);
  let differ = 0;
  for (let d = 0; d < sample; d++) if (reference.rankOf(deals, d) !== contestant.rankOf(deals, d)) differ++;
  return differ === 0 ? `same ranks on ${sample} deals` : `DIFFERS on ${differ}/${sample} deals`;
}

function main(): void {
  const options = parseOptions(process.argv.slice(2));
  const omahaStart = performance.now();
  evaluation.prepareOmahaTables();
  const omahaMs = performance.now() - omahaStart;
  const tableBytes = evaluation.evaluationTableBytes();

  console.log(`Croupier evaluation bench: node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x ${os.cpus().length}`);
  console.log(
    `tables: core built at module load in ${evaluationLoadMs.toFixed(1)} ms, Omaha tables (lazy) in ${omahaMs.toFixed(1)} ms, ` +
      `${(tableBytes / 2 ** 20).toFixed(2)} MB in all (limits: 300 ms, 64 MB)`,
  );
  console.log(`runs: median of ${options.runs} runs of >= ${options.ms} ms, ${options.deals} seeded deals per family\n`);

  const cases = BENCH_CASES.filter((c) => options.ids.length === 0 || options.ids.includes(c.id));
  const buildMs = evaluationLoadMs + omahaMs;
  const summary: string[] = [
    `  tables      target <= 300 ms to build, <= 64 MB: ${buildMs.toFixed(1)} ms (core + Omaha), ` +
      `${(tableBytes / 2 ** 20).toFixed(2)} MB -> ${buildMs <= 300 && tableBytes <= 64 * 2 ** 20 ? 'met' : 'MISSED'}`,
  ];
  for (const benchCase of cases) {
    const deals = makeDeals(benchCase.cardsPerDeal, options.deals, 0x5eed + benchCase.id.length * 7919 + benchCase.cardsPerDeal);
    const loops: { loop: Loop; count: number }[] = benchCase.contestants.map((c) => {
      const count = Math.min(deals.count, c.maxDeals ?? deals.count);
      return { loop: c.prepare(deals, count), count };
    });
    const rows: Row[] = benchCase.contestants.map((c, i) => ({
      caseId: benchCase.id,
      name: c.name,
      rates: [],
      agreement: agreement(benchCase, deals, i),
    }));
    // Warm-up, then interleaved timed rounds.
    loops.forEach(({ loop, count }) => rate(loop, count, Math.min(200, options.ms)));
    for (let run = 0; run < options.runs; run++) {
      loops.forEach(({ loop, count }, i) => rows[i]!.rates.push(rate(loop, count, options.ms)));
    }

    console.log(`${benchCase.title} [${benchCase.id}], ${benchCase.unit}/s`);
    const croupier = median(rows[0]!.rates);
    const peers = rows.slice(1).map((r) => median(r.rates));
    const fastestPeer = peers.length > 0 ? Math.max(...peers) : 0;
    for (const row of rows) {
      const m = median(row.rates);
      const ratio = row === rows[0] ? (fastestPeer > 0 ? `${(m / fastestPeer).toFixed(2)}x fastest peer` : 'no peer') : `${(croupier / m).toFixed(1)}x slower than Croupier`;
      const scale = m >= 1e6 ? 1e6 : 1e3;
      const spread = `runs ${row.rates.map((r) => (r / scale).toFixed(1)).join(' ')}`;
      console.log(`  ${row.name.padEnd(38)} ${fmtRate(m).padStart(12)}  ${ratio.padEnd(28)} ${spread}  ${row.agreement}`);
    }
    if (benchCase.target) {
      const { perSecond, peerRatio } = benchCase.target;
      const rateOk = croupier >= perSecond;
      const ratioOk = peerRatio === undefined || fastestPeer === 0 || croupier >= peerRatio * fastestPeer;
      const verdict = rateOk && ratioOk ? 'met' : 'MISSED';
      const ratioText = peerRatio === undefined ? '' : ` and >= ${peerRatio}x fastest peer (${(croupier / fastestPeer).toFixed(2)}x)`;
      summary.push(`  ${benchCase.id.padEnd(11)} target >= ${fmtRate(perSecond)}${ratioText}: ${fmtRate(croupier)} -> ${verdict}`);
    }
    console.log('');
  }
  summary.push(...runEquityBench(options.ids, options.runs, options.ms));
  console.log(`targets:\n${summary.join('\n')}`);
  console.log(`(checksum ${checksum()})`);
}

main();
