import { Cluster } from './cluster';
import { call, playUnderLoad } from './load';

/**
 * `npm run bench:topology` — what a second instance adds, on this machine: the same players
 * (`BENCH_CONNECTIONS`, each playing three-handed hands to the showdown with If-Match) for
 * `BENCH_SECONDS`, against one instance directly, through HAProxy to two instances, and through
 * HAProxy to one (the other stopped). Rounds alternate the first two cases; the last runs after.
 * Prints acknowledged actions per second, each as a ratio to one instance without the balancer.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Acknowledged actions per second; requests that failed are counted and shown, not retried blindly. */
async function actionsPerSecond(base: string, key: string, failures: string[]): Promise<number> {
  const load = await playUnderLoad(base, key, CLIENTS, SECONDS * 1000, async () => undefined);
  failures.push(...load.failures.map((f) => f.what));
  return load.acknowledged.length / SECONDS;
}

async function main(): Promise<void> {
  const cluster = new Cluster();
  await cluster.start();
  try {
    const app = await call(cluster.balancer, 'POST', '/v1/admin/apps', cluster.adminKey, { name: 'bench', rateLimitPerMinute: 1_000_000 });
    const key = (app.body.key as { secret: string }).secret;
    const direct = `http://127.0.0.1:${cluster.instances[0]!.port}`;
    const results: Record<string, number[]> = { 'one instance, direct': [], 'HAProxy, two instances': [], 'HAProxy, one instance': [] };
    const failed: Record<string, string[]> = { 'one instance, direct': [], 'HAProxy, two instances': [], 'HAProxy, one instance': [] };
    for (let round = 0; round < ROUNDS; round++) {
      results['one instance, direct']!.push(await actionsPerSecond(direct, key, failed['one instance, direct']!));
      results['HAProxy, two instances']!.push(await actionsPerSecond(cluster.balancer, key, failed['HAProxy, two instances']!));
    }
    await cluster.kill(cluster.instances[1]!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let round = 0; round < ROUNDS; round++) results['HAProxy, one instance']!.push(await actionsPerSecond(cluster.balancer, key, failed['HAProxy, one instance']!));
    const reference = median(results['one instance, direct']!);
    process.stdout.write(`\nactions/s, ${CLIENTS} players, ${SECONDS} s per run, ${ROUNDS} runs per case (median, then every run)\n`);
    for (const [name, runs] of Object.entries(results)) {
      const m = median(runs);
      process.stdout.write(`  ${name.padEnd(24)} ${m.toFixed(0).padStart(6)}  ${(m / reference).toFixed(2)}× of direct   [${runs.map((r) => r.toFixed(0)).join(', ')}]   ${failed[name]!.length} failed requests\n`);
      if (failed[name]!.length > 0) process.stdout.write(`    first failures: ${failed[name]!.slice(0, 2).join('; ')}\n`);
    }
  } finally {
    await cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
