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

async function actionsPerSecond(base: string, key: string): Promise<number> {
  const load = await playUnderLoad(base, key, CLIENTS, SECONDS * 1000, async () => undefined);
  if (load.failures.length > 0) throw new Error(`requests failed: ${JSON.stringify(load.failures.slice(0, 3))}`);
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
    for (let round = 0; round < ROUNDS; round++) {
      results['one instance, direct']!.push(await actionsPerSecond(direct, key));
      results['HAProxy, two instances']!.push(await actionsPerSecond(cluster.balancer, key));
    }
    await cluster.kill(cluster.instances[1]!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let round = 0; round < ROUNDS; round++) results['HAProxy, one instance']!.push(await actionsPerSecond(cluster.balancer, key));
    const reference = median(results['one instance, direct']!);
    process.stdout.write(`\nactions/s, ${CLIENTS} players, ${SECONDS} s per run, ${ROUNDS} runs per case (median, then every run)\n`);
    for (const [name, runs] of Object.entries(results)) {
      const m = median(runs);
      process.stdout.write(`  ${name.padEnd(24)} ${m.toFixed(0).padStart(6)}  ${(m / reference).toFixed(2)}× of direct   [${runs.map((r) => r.toFixed(0)).join(', ')}]\n`);
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
