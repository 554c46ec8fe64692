/**
 * The webhook outbox, written by the statements that write a hand's events, so that a delivery
 * exists exactly when its event does. Each row holds the body as it will be signed and sent:
 *
 *   { "id": "<handId>:<version>:<type>", "type": "hand.action", "createdAt": "...",
 *     "data": { "handId", "version", "status", "events": [{ "seq", "type", "payload" }] } }
 *
 * `id` is the event's id: the same for every endpoint and every retry, so a receiver drops repeats by
 * it. `position` (version * 4 + the type's rank) orders one hand's deliveries to one endpoint.
 */

/** Event types an endpoint may ask for, in the order they happen at one version. */
export const WEBHOOK_EVENT_TYPES = ['hand.created', 'hand.action', 'hand.completed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const TYPE_RANKS = `(VALUES ('hand.created', 0), ('hand.action', 1), ('hand.completed', 2)) AS t(type, rank)`;

/**
 * Inside ACTION_WRITE_SQL (its parameters: $1 hand, $2 app, $3 expected version, $5 status,
 * $6 time, $7 events; `bumped` the new version): the deliveries of an action.
 */
export const ACTION_OUTBOX_INSERT = `INSERT INTO "WebhookDelivery" (id, "endpointId", "handId", "eventId", "eventType", position, body)
  SELECT gen_random_uuid(), w.id, $1::uuid, ($1::uuid)::text || ':' || b.version || ':' || t.type, t.type, b.version * 4 + t.rank,
    jsonb_build_object('id', ($1::uuid)::text || ':' || b.version || ':' || t.type, 'type', t.type, 'createdAt', $6::timestamptz,
      'data', jsonb_build_object('handId', $1::uuid, 'version', b.version, 'status', $5::text)
        || CASE WHEN t.type = 'hand.action' THEN jsonb_build_object('events', (
             SELECT jsonb_agg(jsonb_build_object('seq', $3::int + e.i, 'type', e.ev->>'type', 'payload', e.ev->'payload') ORDER BY e.i)
             FROM jsonb_array_elements($7::jsonb) WITH ORDINALITY AS e(ev, i)))
           ELSE '{}'::jsonb END)::text
  FROM bumped b
  JOIN ${TYPE_RANKS} ON t.type = 'hand.action' OR (t.type = 'hand.completed' AND $5::text = 'complete')
  JOIN "WebhookEndpoint" w ON w."appId" = $2::uuid AND t.type = ANY(w.events)`;

/**
 * The deliveries of new hands, in the transaction that creates them: `hand.created` for each, and
 * `hand.completed` for each that is over at once (an imported history usually is). $1 is a JSON
 * array of `{ id, version, status }`, one per hand, $2 their app, $3 the time.
 */
export const CREATED_OUTBOX_SQL = `INSERT INTO "WebhookDelivery" (id, "endpointId", "handId", "eventId", "eventType", position, body)
  SELECT gen_random_uuid(), w.id, h.id, h.id::text || ':' || h.version || ':' || t.type, t.type, h.version * 4 + t.rank,
    jsonb_build_object('id', h.id::text || ':' || h.version || ':' || t.type, 'type', t.type, 'createdAt', $3::timestamptz,
      'data', jsonb_build_object('handId', h.id, 'version', h.version, 'status', h.status))::text
  FROM jsonb_to_recordset($1::jsonb) AS h(id uuid, version int, status text)
  CROSS JOIN ${TYPE_RANKS}
  JOIN "WebhookEndpoint" w ON w."appId" = $2::uuid AND t.type = ANY(w.events)
  WHERE t.type = 'hand.created' OR (t.type = 'hand.completed' AND h.status = 'complete')`;

/** The parameter $1 of CREATED_OUTBOX_SQL. */
export function createdHandsParam(hands: { id: string; version: number; status: string }[]): string {
  return JSON.stringify(hands.map(({ id, version, status }) => ({ id, version, status })));
}
