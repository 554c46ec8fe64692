import { ACTION_OUTBOX_INSERT } from '../webhooks/outbox';

/**
 * The write of one action, as one SQL statement (one round trip, one implicit transaction): the
 * version check, the events, the version bump and the stored idempotent answer commit together or
 * not at all. Plain SQL with positional parameters, so the service (through Prisma) and the lean
 * reference of `npm run bench:api` (through `pg`) send the very same statement.
 *
 * - `bumped` moves the hand from `expectedVersion` to the new version, only while it is still at
 *   `expectedVersion` and the key has no stored answer. A concurrent writer holds the row; once it
 *   commits, PostgreSQL re-checks the condition on the new row, which then fails: nothing is written.
 * - `logged` and `remembered` insert only when `bumped` did: the events (unique per hand and sequence)
 *   and the answer for the Idempotency-Key (unique per hand and key). A stored answer counts only
 *   while it is younger than `expiredBefore` ($11); an expired one that the sweep has not deleted yet
 *   is replaced by the new answer (a younger one cannot be there: whoever wrote it moved the version).
 * - `announced` is the webhook outbox (src/webhooks/outbox.ts): one delivery per endpoint of the app
 *   that wants `hand.action` (the action's events) or, when the hand completes, `hand.completed`.
 * - The result says which happened: `written` (the new version), or the stored answer of the key
 *   (`requestHash`, `answerStatus`, `response`), or neither (a conflict: `current` is the version the
 *   statement saw, null when the hand is not the app's).
 */
export const ACTION_WRITE_SQL = `
WITH hand AS (
  SELECT version FROM "Hand" WHERE id = $1::uuid AND "appId" = $2::uuid
), prior AS (
  SELECT "requestHash", status, response FROM "IdempotencyKey"
  WHERE $4::text IS NOT NULL AND "handId" = $1::uuid AND key = $4::text AND "createdAt" > $11::timestamptz
), bumped AS (
  UPDATE "Hand" SET version = $3::int + jsonb_array_length($7::jsonb), status = $5::text, "updatedAt" = $6::timestamptz
  WHERE id = $1::uuid AND "appId" = $2::uuid AND version = $3::int AND NOT EXISTS (SELECT 1 FROM prior)
  RETURNING version
), logged AS (
  INSERT INTO "HandEvent" ("handId", seq, type, payload)
  SELECT $1::uuid, $3::int + e.i, e.ev->>'type', e.ev->'payload' FROM bumped, jsonb_array_elements($7::jsonb) WITH ORDINALITY AS e(ev, i)
), remembered AS (
  INSERT INTO "IdempotencyKey" ("handId", key, "requestHash", status, response)
  SELECT $1::uuid, $4::text, $8::text, $9::int, $10::jsonb FROM bumped WHERE $4::text IS NOT NULL
  ON CONFLICT ("handId", key) DO UPDATE
    SET "requestHash" = EXCLUDED."requestHash", status = EXCLUDED.status, response = EXCLUDED.response, "createdAt" = now()
    WHERE "IdempotencyKey"."createdAt" <= $11::timestamptz
), announced AS (
  ${ACTION_OUTBOX_INSERT}
)
SELECT (SELECT version FROM bumped) AS written, (SELECT version FROM hand) AS current,
  (SELECT "requestHash" FROM prior) AS "requestHash", (SELECT status FROM prior) AS "answerStatus", (SELECT response FROM prior) AS response`;

export interface ActionWrite {
  handId: string;
  appId: string;
  expectedVersion: number;
  events: readonly { type: string; payload: Record<string, unknown> }[];
  status: string;
  updatedAt: Date;
  /** The answer to store for an Idempotency-Key, written with the events. */
  idempotency?: { key: string; requestHash: string; status: number; response: unknown } | undefined;
  /** Stored answers written at or before this instant have expired (IDEMPOTENCY_KEY_TTL_SECONDS). */
  expiredBefore: Date;
}

/** One row, always. */
export interface ActionWriteRow {
  written: number | null;
  current: number | null;
  requestHash: string | null;
  answerStatus: number | null;
  response: unknown;
}

/** The statement's parameters, in order ($1..$11). */
export function actionWriteParams(w: ActionWrite): (string | number | null)[] {
  const idem = w.idempotency;
  return [
    w.handId,
    w.appId,
    w.expectedVersion,
    idem?.key ?? null,
    w.status,
    w.updatedAt.toISOString(),
    JSON.stringify(w.events),
    idem?.requestHash ?? null,
    idem?.status ?? null,
    idem ? JSON.stringify(idem.response) : null,
    w.expiredBefore.toISOString(),
  ];
}
