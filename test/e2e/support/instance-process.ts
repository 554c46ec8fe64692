import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../src/db/embedded';

export interface InstanceProcess {
  url: string;
  child: ChildProcess;
  /** Kills the process with `signal` and waits until it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The instance's program, written next to the cluster process's files (see cluster-process.ts): the
 * application of main.ts, as `nest build` compiled it, on the suite's database and configured from
 * the environment, without main.ts's start-up chores (migrations, the first admin key).
 */
const RUNNER = [
  "require('reflect-metadata');",
  `const { createApp } = require(${JSON.stringify(path.join(PROJECT_ROOT, 'dist', 'app.js'))});`,
  `const { webhooksConfigFromEnv } = require(${JSON.stringify(path.join(PROJECT_ROOT, 'dist', 'webhooks', 'webhooks.config.js'))});`,
  "createApp({ databaseUrl: process.env.DATABASE_URL, databasePoolSize: 2, logLevel: 'silent', logger: false, shutdownHooks: false, webhooks: webhooksConfigFromEnv(process.env) })",
  "  .then((app) => app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }))",
  "  .then((url) => process.stdout.write('listening ' + url + '\\n'), (error) => { process.stderr.write(String(error && error.stack) + '\\n'); process.exit(1); });",
].join('\n');

/**
 * Starts a Croupier instance as a child Node process on the suite's database, with `env` on top of
 * this process's environment, and waits until it listens. dist/ is built first when it is older than
 * the sources (scripts/build-if-stale.js, as `npm start` does). Unlike a second app booted inside the
 * test, the process can be killed outright: then nothing of it runs any more, no shutdown hook, no
 * last write.
 */
export async function startInstanceProcess(env: Record<string, string>, startMs = 60_000): Promise<InstanceProcess> {
  const out = path.join(PROJECT_ROOT, '.data', 'instance-process');
  await mkdir(out, { recursive: true });
  const build = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'build-if-stale.js')], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`cannot build dist/ for the instance: ${build.stderr}`);
  const runner = path.join(out, 'run.js');
  await writeFile(runner, RUNNER);
  const child = spawn(process.execPath, [runner], { cwd: PROJECT_ROOT, env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the instance did not listen within ${startMs} ms: ${output}`));
    }, startMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /listening (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the instance exited (${signal ?? code}) before it listened: ${output}`));
    });
  });
  return {
    url,
    child,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
