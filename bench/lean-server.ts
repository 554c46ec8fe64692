import Fastify from 'fastify';
import { Pool } from 'pg';
import { apply, createHand, formatCards, type HandConfig, type HandState, validateConfig } from '../src/engine';
import { ACTION_WRITE_SQL, actionWriteParams } from '../src/hands/action-write';
import { encodeEvent } from '../src/hands/hand-codec';
import { toHandView } from '../src/hands/hand-view.mapper';
import { ShowdownsService } from '../src/showdowns/showdowns.service';

/**
 * The lean references of `npm run bench:api`: the same work as the service with nothing around it.
 * - `POST /showdowns`: a bare Fastify route whose JSON schema (ajv, compiled at start) checks the
 *   body, then the service's own showdown function (engine and answer mapping).
 * - `POST /hands/:id/actions`: the hand's state held in memory, the engine's `apply`, the service's
 *   event codec and view mapper, and the service's one-statement write (`ACTION_WRITE_SQL`) through
 *   `pg`: one round trip. No authentication, no idempotency, no retries.
 * - `POST /hands` (set-up, not measured): a hand dealt and stored as the service stores it.
 * Listens on PORT; DATABASE_URL and APP_ID name the database and the app the hands belong to.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const appId = process.env.APP_ID!;
const showdowns = new ShowdownsService();
/** The service's default lifetime of a stored answer: the statement compares with it even without a key. */
const KEY_LIFETIME_MS = 24 * 3600 * 1000;
const hands = new Map<string, { state: HandState; config: HandConfig; version: number; createdAt: Date; commitment: string }>();

const CARDS = (max: number) => ({ type: 'array', maxItems: max, items: { type: 'string' } });
const SEAT = { type: 'integer', minimum: 0, maximum: 999 };
const showdownSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['game', 'players'],
  properties: {
    game: { type: 'string' },
    board: CARDS(5),
    players: { type: 'array', minItems: 1, maxItems: 10, items: { type: 'object', additionalProperties: false, required: ['seat', 'cards'], properties: { seat: SEAT, cards: CARDS(7) } } },
    pot: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    button: SEAT,
    options: { type: 'object', additionalProperties: false, properties: { lowballType: { enum: ['ace-to-five', 'deuce-to-seven'] }, courchevelHiLo: { type: 'boolean' } } },
  },
};
const actionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['seat', 'type'],
  properties: { seat: SEAT, type: { enum: ['fold', 'check', 'call', 'bet', 'raise', 'complete'] }, amount: { type: 'integer', minimum: 0 } },
};

const app = Fastify({ logger: false });

app.post('/showdowns', { schema: { body: showdownSchema } }, async (request) => showdowns.evaluate(request.body as Parameters<ShowdownsService['evaluate']>[0]));

app.post('/hands', async (request, reply) => {
  const validated = validateConfig(request.body as Parameters<typeof validateConfig>[0]);
  if (!validated.ok) return reply.status(422).send(validated.errors);
  const config = validated.config;
  const { state, events } = createHand(config);
  const encoded = events.map(encodeEvent);
  const { rows } = await pool.query<{ id: string; createdAt: Date }>(
    `WITH hand AS (
       INSERT INTO "Hand" (id, "appId", game, "bettingStructure", config, status, version, deck, salt, commitment, "updatedAt")
       VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4::jsonb, 'live', $5, $6, '', '', now()) RETURNING id, "createdAt"
     ), logged AS (
       INSERT INTO "HandEvent" ("handId", seq, type, payload)
       SELECT hand.id, e.i, e.ev->>'type', e.ev->'payload' FROM hand, jsonb_array_elements($7::jsonb) WITH ORDINALITY AS e(ev, i)
     )
     SELECT id, "createdAt" FROM hand`,
    [appId, config.game.id, config.bettingStructure, JSON.stringify({ game: config.game.id, seats: config.seats, button: config.button }), encoded.length, formatCards(config.deck).join(' '), JSON.stringify(encoded)],
  );
  const { id, createdAt } = rows[0]!;
  hands.set(id, { state, config, version: encoded.length, createdAt, commitment: '' });
  return reply.status(201).send(toHandView({ id, status: 'live', version: encoded.length, commitment: '', createdAt, updatedAt: createdAt }, state));
});

app.post<{ Params: { id: string } }>('/hands/:id/actions', { schema: { body: actionSchema } }, async (request, reply) => {
  const hand = hands.get(request.params.id);
  if (!hand) return reply.status(404).send({ detail: 'no such hand' });
  const result = apply(hand.state, request.body as Parameters<typeof apply>[1]);
  if (!result.ok) return reply.status(422).send({ detail: result.violation.message });
  const status = result.state.complete ? 'complete' : 'live';
  const updatedAt = new Date();
  const version = hand.version + result.events.length;
  const view = toHandView({ id: request.params.id, status, version, commitment: hand.commitment, createdAt: hand.createdAt, updatedAt }, result.state);
  const { rows } = await pool.query<{ written: number | null }>(
    ACTION_WRITE_SQL,
    actionWriteParams({ handId: request.params.id, appId, expectedVersion: hand.version, events: result.events.map(encodeEvent), status, updatedAt, expiredBefore: new Date(Date.now() - KEY_LIFETIME_MS) }),
  );
  if (rows[0]?.written === null) return reply.status(409).send({ detail: 'the hand moved on' });
  hand.state = result.state;
  hand.version = version;
  return view;
});

app.get('/ready', async () => {
  await pool.query('SELECT 1');
  return { ready: true };
});

app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(
  () => console.log('ready'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
