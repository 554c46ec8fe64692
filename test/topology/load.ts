/**
 * HTTP load for the topology suite and `npm run bench:topology`: players that deal three-handed
 * hands and play each to the showdown, one decision at a time, recording what was acknowledged.
 */

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  servedBy: string;
  etag: string | null;
}

export async function call(base: string, method: string, path: string, key: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  // HAProxy's own error pages (a 502 while an instance dies) are HTML.
  const json = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, body: json && text ? (JSON.parse(text) as Record<string, unknown>) : { text }, servedBy: res.headers.get('x-served-by') ?? '', etag: res.headers.get('etag') };
}

/** Three-handed no-limit hold'em, played with `checkOrCall` to the showdown: eleven decisions. */
export const THREE_HANDED = { game: 'holdem', bettingStructure: 'noLimit', stakes: { smallBlind: 1, bigBlind: 2 }, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })), button: 1 };

export const toActSeat = (hand: Record<string, unknown>) => (hand.toAct as { seat: number } | null)?.seat ?? null;

export interface Acknowledged {
  hand: string;
  /** The version the action was sent against (If-Match): its event is the next one. */
  after: number;
  seat: number;
  servedBy: string;
}

export interface Load {
  acknowledged: Acknowledged[];
  /** When each request that did not succeed ended (ms since the load began), and why. */
  failures: { at: number; what: string }[];
  /** Successful requests: when, and which instance answered. */
  successes: { at: number; servedBy: string }[];
  hands: Set<string>;
}

/**
 * `clients` players each playing hands to the end through the balancer until `stopAt`, one decision
 * at a time with If-Match (a decision whose answer was lost is then refused, never applied twice).
 * A failed request is followed by a fresh read of the hand.
 */
export async function playUnderLoad(base: string, key: string, clients: number, durationMs: number, during: (load: Load, started: number) => Promise<void>): Promise<Load> {
  const load: Load = { acknowledged: [], failures: [], successes: [], hands: new Set() };
  const started = Date.now();
  const stopAt = started + durationMs;
  const attempt = async (method: string, path: string, body?: object, headers?: Record<string, string>): Promise<Answer | null> => {
    try {
      const answer = await call(base, method, path, key, body, headers);
      if (answer.status < 300) load.successes.push({ at: Date.now() - started, servedBy: answer.servedBy });
      else load.failures.push({ at: Date.now() - started, what: `${method} ${path}: ${answer.status} ${String(answer.body.type ?? '')}` });
      return answer;
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      load.failures.push({ at: Date.now() - started, what: `${method} ${path}: ${error instanceof Error ? error.message : String(error)}${cause}` });
      return null;
    }
  };
  const player = async () => {
    while (Date.now() < stopAt) {
      const created = await attempt('POST', '/v1/hands', THREE_HANDED);
      if (created?.status !== 201) continue;
      const id = String(created.body.id);
      load.hands.add(id);
      let hand = created;
      while (Date.now() < stopAt && toActSeat(hand.body) !== null) {
        const seat = toActSeat(hand.body)!;
        const version = Number(hand.body.version);
        const acted = await attempt('POST', `/v1/hands/${id}/actions`, { seat, type: 'checkOrCall' }, { 'if-match': `"${version}"` });
        if (acted?.status === 200) {
          load.acknowledged.push({ hand: id, after: version, seat, servedBy: acted.servedBy });
          hand = acted;
          continue;
        }
        let fresh: Answer | null = null;
        while (Date.now() < stopAt && fresh?.status !== 200) fresh = await attempt('GET', `/v1/hands/${id}`);
        if (fresh?.status === 200) hand = fresh;
      }
    }
  };
  await Promise.all([...Array.from({ length: clients }, player), during(load, started)]);
  return load;
}
