import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { formatCards, GAME_IDS, type HandConfig, type HandConfigInput, isPlayable, validateConfig } from '../../src/engine';
import { configOf, storedConfig } from '../../src/hands/stored-config';
import type { StoredHand } from '../../src/hands/hands.repository';
import { stackedDeck } from '../unit/engine/helpers';
import { type Agent, bootApp, client, newAppKey } from './app';

/**
 * A stored hand keeps the rules it started with: its row holds the configuration resolved (every
 * stake and option explicit), and loading it applies no default again. Rows written before that are
 * resolved by a migration with the defaults they were created under.
 */

// A test-only "release" that changes a default: with `mockDefaults.burnCards` set, a hand created
// without the option no longer burns. The real defaults are untouched everywhere else.
const mockDefaults: { burnCards?: boolean } = {};
jest.mock('../../src/engine/config', () => {
  const actual = jest.requireActual('../../src/engine/config');
  return {
    ...actual,
    validateConfig: (input: HandConfigInput) =>
      actual.validateConfig(mockDefaults.burnCards === undefined ? input : { ...input, options: { burnCards: mockDefaults.burnCards, ...input.options } }),
  };
});

const MIGRATION = '20261201110000_resolved_hand_config';
const MIGRATIONS = path.join(__dirname, '..', '..', 'prisma', 'migrations');

describe('a stored hand replays under the rules it started with', () => {
  const deck = stackedDeck({ game: 'holdem', seats: [1, 2], button: 1, holes: { 1: 'AsKs', 2: '7h7d' }, board: 'Kd7c2sQh3d' });
  const body = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], button: 1, deck };
  const step = async (api: Agent, id: string, seat: number, type: string) => (await api.post(`/v1/hands/${id}/actions`).send({ seat, type }).expect(200)).body as { board: string[] };
  let first: NestFastifyApplication;
  let second: NestFastifyApplication | undefined;

  afterEach(() => delete mockDefaults.burnCards);
  afterAll(async () => {
    await first.close();
    await second?.close();
  });

  it('after a default changes: a hand started before goes on as it began, a new one takes the new default', async () => {
    first = await bootApp();
    const { key } = await newAppKey(first);
    const api = client(first, key);
    const before = (await api.post('/v1/hands').send(body).expect(201)).body as { id: string };
    const reference = (await api.post('/v1/hands').send(body).expect(201)).body as { id: string };
    for (const id of [before.id, reference.id]) {
      await step(api, id, 1, 'call');
      await step(api, id, 2, 'check');
    }
    await step(api, reference.id, 2, 'check');
    const turn = (await step(api, reference.id, 1, 'check')).board;
    expect(turn).toEqual(['Kd', '7c', '2s', 'Qh']);

    // The new release: burnCards defaults to false. A second instance loads the hand from the database.
    mockDefaults.burnCards = false;
    second = await bootApp();
    const later = client(second, key);
    await step(later, before.id, 2, 'check');
    expect((await step(later, before.id, 1, 'check')).board).toEqual(turn);
    const history = (await later.get(`/v1/hands/${before.id}/history`).expect(200)).body as { config: { options: { burnCards: boolean } } };
    expect(history.config.options.burnCards).toBe(true);
    // A hand created now deals its flop without a burn: the default did change.
    const fresh = (await later.post('/v1/hands').send(body).expect(201)).body as { id: string };
    await step(later, fresh.id, 1, 'call');
    expect((await step(later, fresh.id, 2, 'check')).board).not.toEqual(['Kd', '7c', '2s']);
  });
});

describe(`migration ${MIGRATION}`, () => {
  /** The row a hand got before: the request's stakes and options, the structure and dead money resolved, no deck. */
  function legacyRow(input: HandConfigInput, config: HandConfig): Record<string, unknown> {
    return {
      game: config.game.id,
      bettingStructure: config.bettingStructure,
      stakes: input.stakes ?? {},
      seats: config.seats,
      button: config.button,
      ...(input.seed !== undefined ? { seed: input.seed } : {}),
      ...(config.dealing === 'manual' ? { dealing: 'manual' } : {}),
      deadMoney: config.deadMoney,
      options: input.options ?? {},
    };
  }

  const STAKES: HandConfigInput['stakes'][] = [
    { smallBet: 10, bigBet: 20 },
    { smallBet: 11, bigBet: 22, ante: 1 },
    { smallBet: 10, bigBet: 20, smallBlind: 3, bigBlind: 10 },
    { smallBet: 10, bigBet: 20, ante: 1, bringIn: 3 },
    { smallBet: 10, bigBet: 20, ante: 2 },
    { smallBlind: 1, bigBlind: 2 },
    { smallBlind: 1, bigBlind: 2, ante: 2, anteStyle: 'bigBlind' },
    { smallBlind: 1, bigBlind: 2, ante: 1, minBet: 4 },
    { ante: 2 },
    { ante: 2, minBet: 5 },
  ];
  const OPTIONS: (Record<string, unknown> | undefined)[] = [undefined, { rakeBasisPoints: 500, rakeCap: 30, burnCards: false }, { maxBetsPerRound: 3, allowMuck: true }, { maxDraw: 3, rakeCap: null }, { studShortStub: 'reshuffleThenCommunity', openPairBigBet: false }];

  /** Every valid combination of game, structure, stakes, options and dealing above. */
  function legacyInputs(): HandConfigInput[] {
    const inputs: HandConfigInput[] = [];
    for (const game of GAME_IDS.filter(isPlayable)) {
      for (const bettingStructure of [undefined, 'fixedLimit', 'potLimit', 'noLimit']) {
        for (const stakes of STAKES) {
          for (const options of OPTIONS) {
            for (const manual of [false, true]) {
              const input: HandConfigInput = {
                game,
                ...(bettingStructure ? { bettingStructure } : {}),
                stakes,
                seats: [{ seat: 2, stack: 500, name: 'ann' }, { seat: 5, stack: 300 }, { seat: 7, stack: 800 }],
                button: 5,
                ...(manual ? { dealing: 'manual' as const } : { seed: `${game}-${inputs.length}` }),
                ...(game === 'jacksOrBetter' ? { deadMoney: 6 } : {}),
                ...(options ? { options } : {}),
              };
              if (validateConfig(input).ok) inputs.push(input);
            }
          }
        }
      }
    }
    return inputs;
  }

  it('resolves every row with the defaults it was created under, exactly as the service now stores it', async () => {
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS legacy_configs');
    await admin.query('CREATE DATABASE legacy_configs');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/legacy_configs';
    const db = new Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const dirs = readdirSync(MIGRATIONS).filter((d) => /^\d{14}_/.test(d)).sort();
      const sql = (dir: string) => readFileSync(path.join(MIGRATIONS, dir, 'migration.sql'), 'utf8');
      for (const dir of dirs.filter((d) => d < MIGRATION)) await db.query(sql(dir));

      const inputs = legacyInputs();
      // Every game, and every structure each allows, is among the rows.
      expect(new Set(inputs.map((i) => i.game)).size).toBe(GAME_IDS.filter(isPlayable).length);
      expect(inputs.length).toBeGreaterThan(300);
      const { rows: [app] } = await db.query<{ id: string }>(`INSERT INTO "App" (id, name) VALUES (gen_random_uuid(), 'legacy') RETURNING id`);
      const expected = new Map<string, HandConfig>();
      for (const input of inputs) {
        const config = (validateConfig(input) as { ok: true; config: HandConfig }).config;
        const { rows: [row] } = await db.query<{ id: string }>(
          `INSERT INTO "Hand" (id, "appId", game, "bettingStructure", config, status, version, deck, salt, commitment, "updatedAt")
           VALUES (gen_random_uuid(), $1, $2, $3, $4, 'live', 0, $5, '', '', now()) RETURNING id`,
          [app!.id, config.game.id, config.bettingStructure, JSON.stringify(legacyRow(input, config)), formatCards(config.deck).join(' ')],
        );
        expected.set(row!.id, config);
      }

      await db.query(sql(MIGRATION));

      const { rows } = await db.query<StoredHand>('SELECT * FROM "Hand"');
      expect(rows).toHaveLength(inputs.length);
      for (const row of rows) {
        const config = expected.get(row.id)!;
        const seed = (row.config as { seed?: string }).seed;
        expect({ game: config.game.id, stored: row.config }).toEqual({ game: config.game.id, stored: storedConfig(config, { seed }) });
        expect(configOf(row)).toEqual(config);
      }
    } finally {
      await db.end();
      await admin.query('DROP DATABASE IF EXISTS legacy_configs');
      await admin.end();
    }
  });
});
