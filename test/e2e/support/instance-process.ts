import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before as swaggerPlugin } from '@nestjs/swagger/plugin';
import ts from 'typescript';
import { PROJECT_ROOT } from '../../../src/db/embedded';

const OUT = path.join(PROJECT_ROOT, '.data', 'instance-process');
const BUILT = path.join(OUT, 'dist');

export interface InstanceProcess {
  url: string;
  child: ChildProcess;
  /** Kills the process with `signal` and waits until it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** The newest modification time under a folder (folders count too, so a deletion is seen). */
function newest(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stat.mtimeMs);
}

/**
 * Compiles src/ as `nest build` does (tsconfig.build.json, with the Swagger plugin the document
 * needs) into a folder of the tests' own, when src/ changed since the last time. Not dist/: a build
 * there would delete files (the replayer page) that other suites running beside this one read.
 */
function buildInstance(): void {
  const stamp = path.join(BUILT, '.build-stamp');
  if (existsSync(stamp) && statSync(stamp).mtimeMs > newest(path.join(PROJECT_ROOT, 'src'))) return;
  const started = Date.now();
  const host: ts.ParseConfigFileHost = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } };
  const config = ts.getParsedCommandLineOfConfigFile(path.join(PROJECT_ROOT, 'tsconfig.build.json'), { outDir: BUILT, sourceMap: false }, host)!;
  const program = ts.createProgram(config.fileNames, config.options);
  const emitted = program.emit(undefined, undefined, undefined, false, { before: [swaggerPlugin({ classValidatorShim: true, introspectComments: true }, program)] });
  if (emitted.emitSkipped) throw new Error(`cannot compile src/ for the instance: ${ts.formatDiagnostics(emitted.diagnostics, { ...host, getCanonicalFileName: (f) => f, getNewLine: () => '\n' })}`);
  writeFileSync(stamp, '');
  // Dated when the build began: a file saved while it ran is newer, and the next run builds again.
  utimesSync(stamp, started / 1000, started / 1000);
}

/**
 * The instance's program: the application of main.ts, compiled, on the suite's database and
 * configured from the environment, without main.ts's start-up chores (migrations, the first admin key).
 */
const RUNNER = [
  "require('reflect-metadata');",
  `const { createApp } = require(${JSON.stringify(path.join(BUILT, 'app.js'))});`,
  `const { webhooksConfigFromEnv } = require(${JSON.stringify(path.join(BUILT, 'webhooks', 'webhooks.config.js'))});`,
  "createApp({ databaseUrl: process.env.DATABASE_URL, databasePoolSize: 2, logLevel: 'silent', logger: false, shutdownHooks: false, webhooks: webhooksConfigFromEnv(process.env) })",
  "  .then((app) => app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }))",
  "  .then((url) => process.stdout.write('listening ' + url + '\\n'), (error) => { process.stderr.write(String(error && error.stack) + '\\n'); process.exit(1); });",
].join('\n');

/**
 * Starts a Croupier instance as a child Node process on the suite's database, with `env` on top of
 * this process's environment, and waits until it listens; src/ is compiled first when it changed.
 * Unlike a second app booted inside the
 * test, the process can be killed outright: then nothing of it runs any more, no shutdown hook, no
 * last write.
 */
export async function startInstanceProcess(env: Record<string, string>, startMs = 60_000): Promise<InstanceProcess> {
  await mkdir(OUT, { recursive: true });
  buildInstance();
  const runner = path.join(OUT, 'run.js');
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
