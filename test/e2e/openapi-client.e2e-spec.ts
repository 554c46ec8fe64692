import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PROJECT_ROOT } from '../../src/db/embedded';
import { bootApp, newAppKey } from './app';

/**
 * The OpenAPI document is a product: a client generated from it must be able to play a hand. This
 * generates TypeScript types from /docs-json with openapi-typescript, type-checks a small program
 * written against them with openapi-fetch (so a missing or wrong schema fails compilation), then
 * runs it against the live service.
 */
const PLAYER = `
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

type LegalAction = components['schemas']['LegalActionView'];

async function main(): Promise<void> {
  const baseUrl = process.argv[2];
  // The game server holds the app key; each player's client holds only its seat token.
  const client = createClient<paths>({ baseUrl, headers: { Authorization: 'Bearer ' + process.env.CROUPIER_KEY } });
  const created = await client.POST('/v1/hands', {
    body: {
      game: 'omaha',
      bettingStructure: 'potLimit',
      stakes: { smallBlind: 1, bigBlind: 2 },
      seats: [{ seat: 1, stack: 100, name: 'ann' }, { seat: 4, stack: 100, name: 'bob' }, { seat: 6, stack: 100 }],
      button: 6,
      seed: 'generated-client',
      seatTokens: true,
    },
  });
  if (!created.data) throw new Error('create failed: ' + JSON.stringify(created.error));
  const players = new Map((created.data.seatTokens ?? []).map((t) => [t.seat, createClient<paths>({ baseUrl, headers: { Authorization: 'Bearer ' + t.token } })]));
  let hand = created.data;
  let actions = 0;
  while (hand.toAct) {
    const { seat, legalActions } = hand.toAct;
    const raise = legalActions.find((a: LegalAction) => a.type === 'raise' || a.type === 'bet');
    // The first player to act raises the pot-limit maximum once; everyone else checks or calls.
    const action =
      actions === 0 && raise
        ? { seat, type: raise.type as 'raise' | 'bet', amount: raise.max }
        : { seat, type: (legalActions.some((a: LegalAction) => a.type === 'check') ? 'check' : 'call') as 'check' | 'call' };
    const player = players.get(seat);
    if (!player) throw new Error('no seat token for seat ' + seat);
    const res = await player.POST('/v1/hands/{id}/actions', { params: { path: { id: hand.id } }, body: action });
    if (!res.data) throw new Error('action failed: ' + JSON.stringify(res.error));
    actions++;
    const next = await client.GET('/v1/hands/{id}', { params: { path: { id: hand.id } } });
    if (!next.data) throw new Error('get failed');
    hand = next.data;
  }
  const history = await client.GET('/v1/hands/{id}/history', { params: { path: { id: hand.id } } });
  // Without ?format the history is JSON; the document also lists the PHH and PokerStars texts.
  if (!history.data || typeof history.data === 'string') throw new Error('history failed');
  const stacks = (hand.result?.finalStacks ?? []).map((s) => s.stack);
  console.log(JSON.stringify({ status: hand.status, actions, chips: stacks.reduce((a, b) => a + b, 0), events: history.data.events.length, version: hand.version }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
`;

describe('a TypeScript client generated from /docs-json', () => {
  let app: NestFastifyApplication;
  let dir: string;
  let key: string;

  beforeAll(async () => {
    app = await bootApp();
    key = (await newAppKey(app)).key;
    await app.listen(0, '127.0.0.1');
    mkdirSync(path.join(PROJECT_ROOT, '.data'), { recursive: true });
    dir = mkdtempSync(path.join(PROJECT_ROOT, '.data', 'openapi-client-'));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles against the generated types and plays a complete hand', async () => {
    const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const spec = await (await fetch(`${url}/docs-json`)).text();
    writeFileSync(path.join(dir, 'openapi.json'), spec);
    const node = process.execPath;
    const bin = (pkg: string, file: string) => path.join(PROJECT_ROOT, 'node_modules', pkg, file);
    execFileSync(node, [bin('openapi-typescript', 'bin/cli.js'), path.join(dir, 'openapi.json'), '-o', path.join(dir, 'schema.d.ts')], { stdio: 'pipe' });
    writeFileSync(path.join(dir, 'play.ts'), PLAYER);
    try {
      execFileSync(
        node,
        [
          bin('typescript', 'bin/tsc'),
          '--strict',
          '--noUncheckedIndexedAccess',
          '--module', 'commonjs',
          '--moduleResolution', 'node10',
          '--target', 'es2022',
          '--esModuleInterop',
          '--skipLibCheck',
          '--types', 'node',
          '--outDir', path.join(dir, 'out'),
          path.join(dir, 'play.ts'),
        ],
        { stdio: 'pipe', cwd: PROJECT_ROOT },
      );
    } catch (error) {
      // tsc reports on standard output: show the type errors, not only the exit code.
      throw new Error(`the generated client does not compile:\n${String((error as { stdout?: Buffer }).stdout ?? error)}`);
    }
    // Asynchronously: the service answering the client runs in this very process.
    const { stdout } = await promisify(execFile)(node, [path.join(dir, 'out', 'play.js'), url], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, CROUPIER_KEY: key },
    });
    const result = JSON.parse(stdout.trim().split('\n').pop()!);
    expect(result.status).toBe('complete');
    expect(result.chips).toBe(300);
    expect(result.actions).toBeGreaterThan(3);
    expect(result.events).toBe(result.version);
  });
});
