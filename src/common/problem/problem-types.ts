/**
 * Every kind of error the API returns, with a stable code. The code is the last segment of the
 * problem's `type` URI (`/problems/<code>`), which also serves this description as JSON.
 */
export interface ProblemType {
  readonly code: string;
  readonly status: number;
  readonly title: string;
  readonly description: string;
}

const TYPES = [
  { code: 'malformed-request', status: 400, title: 'Malformed request', description: 'The body is not valid JSON, or the request line or headers cannot be read.' },
  { code: 'unauthenticated', status: 401, title: 'Unauthenticated', description: 'The route needs a credential: `Authorization: Bearer <key>` with an app key, an admin key (admin routes), a seat token or a share token (replay data). The key was missing, malformed, unknown or revoked, or the share link expired.' },
  { code: 'forbidden', status: 403, title: 'Forbidden', description: 'The credential is valid but may not do this: an admin key on app routes or the reverse, a seat token reaching beyond its own seat of its own hand, or a share token beyond its hand\'s replay.' },
  { code: 'rate-limited', status: 429, title: 'Rate limited', description: 'This key has used its requests for now. `Retry-After` says when to try again; the RateLimit and RateLimit-Policy headers of every response show the budget.' },
  { code: 'too-many-failed-authentications', status: 429, title: 'Too many failed authentications', description: 'This client address presented too many invalid credentials in the last minute. `Retry-After` says when it may try again.' },
  { code: 'too-many-streams', status: 429, title: 'Too many open streams', description: 'This credential holds as many open event streams on this instance as it may (STREAMS_PER_KEY). Close one, or reuse it: one stream carries every event of its hand.' },
  { code: 'streams-at-capacity', status: 503, title: 'Streams at capacity', description: 'This instance serves as many event streams as it may (STREAMS_PER_INSTANCE). Retry after `Retry-After` seconds; another instance may have room.' },
  { code: 'equity-busy', status: 503, title: 'Equity busy', description: 'Every equity worker of this instance is computing and its queue is full (EQUITY_WORKERS, EQUITY_QUEUE). Retry after `Retry-After` seconds, or ask for a smaller `timeBudgetMs`; another instance may have room.' },
  { code: 'last-admin-key', status: 409, title: 'Last admin key', description: 'The only active admin key cannot be revoked: create another admin key first.' },
  { code: 'not-found', status: 404, title: 'Not found', description: 'No resource exists at this address. Check the path and the identifier.' },
  { code: 'route-not-found', status: 404, title: 'Route not found', description: 'No route matches this method and path. The OpenAPI document at /docs-json lists every route.' },
  { code: 'method-not-allowed', status: 405, title: 'Method not allowed', description: 'The route exists but does not accept this HTTP method.' },
  { code: 'request-timeout', status: 408, title: 'Request timeout', description: 'The request was not received completely in time; the connection is closed. Send it again.' },
  { code: 'headers-too-large', status: 431, title: 'Request header fields too large', description: 'The request headers are larger than 16 KB together; the connection is closed. Send fewer or shorter headers.' },
  { code: 'payload-too-large', status: 413, title: 'Payload too large', description: 'The request body is larger than the service accepts.' },
  { code: 'unsupported-media-type', status: 415, title: 'Unsupported media type', description: 'Request bodies must be sent as application/json.' },
  { code: 'validation-error', status: 422, title: 'Invalid request', description: 'The body or the query is well-formed but breaks the schema: unknown fields, wrong types or values out of range. `errors` lists each field by JSON pointer.' },
  { code: 'precondition-failed', status: 412, title: 'Precondition failed', description: 'The If-Match header names a version of the hand that is no longer current: someone acted first. Fetch the hand and decide again.' },
  { code: 'decision-superseded', status: 409, title: 'Decision superseded', description: 'Sent without If-Match, this action was checked against a version of the hand after which its seat (or, for a deal, the dealer) acted again before it could be written: a double click, or a retry of an action already taken. It was not applied, so it is not taken for a later decision. `hand` is the hand as it is now (`currentVersion`); decide again on it.' },
  { code: 'idempotency-key-in-progress', status: 409, title: 'Idempotency key in progress', description: 'The action first sent with this Idempotency-Key is still being applied. Send the request again after `Retry-After` seconds to get its answer; it is never applied twice.' },
  { code: 'idempotency-key-reused', status: 422, title: 'Idempotency key reused', description: 'This Idempotency-Key was already used for a different request on this hand. Use a new key for a new action.' },
  { code: 'hand-complete', status: 422, title: 'Hand complete', description: 'The hand is over; it takes no more actions.' },
  { code: 'not-your-turn', status: 422, title: 'Not your turn', description: 'Another seat is to act. `toAct` says which, `legalActions` what it may do.' },
  { code: 'unknown-seat', status: 422, title: 'Unknown seat', description: 'No player sits in this seat in this hand.' },
  { code: 'action-not-allowed', status: 422, title: 'Action not allowed', description: 'This kind of action is not available now (e.g. check facing a bet, raise after the cap). `legalActions` lists what is.' },
  { code: 'amount-required', status: 422, title: 'Amount required', description: 'A bet or raise needs `amount`, the total to bet or raise to this round.' },
  { code: 'amount-not-integer', status: 422, title: 'Amount not an integer', description: 'Amounts are whole numbers of chips.' },
  { code: 'bet-below-minimum', status: 422, title: 'Bet below the minimum', description: 'The bet is smaller than the smallest legal bet; `min` gives it.' },
  { code: 'bet-above-maximum', status: 422, title: 'Bet above the maximum', description: 'The bet is larger than the largest legal bet (pot limit, fixed limit or stack); `max` gives it.' },
  { code: 'raise-below-minimum', status: 422, title: 'Raise below the minimum', description: 'The raise-to total is smaller than the smallest legal raise; `min` gives it.' },
  { code: 'raise-above-maximum', status: 422, title: 'Raise above the maximum', description: 'The raise-to total is larger than the largest legal raise (pot limit, fixed limit or stack); `max` gives it.' },
  { code: 'amount-not-allowed', status: 422, title: 'Amount not allowed', description: 'Only some totals in the range are allowed here (stud open pair: the small or the big bet); `legalActions` lists them in `amounts`.' },
  { code: 'wrong-discard-count', status: 422, title: 'Wrong number of cards', description: 'The discard names the wrong number of cards, or a card twice.' },
  { code: 'too-many-cards', status: 422, title: 'Too many cards', description: 'A draw exchanges at most `maxCards` cards (the `maxDraw` option of the game).' },
  { code: 'card-not-held', status: 422, title: 'Card not held', description: "A card named in the discard is not one of the player's cards." },
  { code: 'deal-not-expected', status: 422, title: 'No deal expected', description: 'A deal action came when the hand awaits a player (or the hand is dealt from a deck). `legalActions` says what is awaited.' },
  { code: 'deal-wrong-seat', status: 422, title: 'Deal to the wrong place', description: 'The cards went to the wrong seat or out of the dealing order, or board cards named a seat. The awaited deal lists `seat` (null: the board) and `count`.' },
  { code: 'deal-wrong-count', status: 422, title: 'Wrong number of cards dealt', description: 'A deal gives exactly the number of cards the rules deal at this step (`count` of the awaited deal).' },
  { code: 'duplicate-card', status: 422, title: 'Card seen twice', description: 'A card dealt or shown is already in play: in a hand, on the board, burned or mucked (discards come back only after the stub is reshuffled, §4.4).' },
  { code: 'unknown-card-not-allowed', status: 422, title: 'Unknown card not allowed here', description: 'The unknown card `??` stands only for a down card nobody has seen; up cards, board cards and shown hands must be named.' },
  { code: 'invalid-card', status: 422, title: 'Invalid card', description: 'A card is not one of the 52 (write rank+suit such as `As`, or `??` for an unseen down card).' },
  { code: 'show-cards-mismatch', status: 422, title: 'Shown cards do not match', description: "A hand holding unknown cards must be shown with its real cards: the whole hand, or the cards that replace its `??`, agreeing with the cards already known." },
  { code: 'import-rejected', status: 422, title: 'Import rejected', description: 'A hand of the imported file breaks the format or the rules, or ends with other stacks than its `finishing_stacks`. `hands` lists each rejected hand with its errors (the index of the refused action and the rule); nothing was stored.' },
  { code: 'format-not-available', status: 422, title: 'Format not available', description: 'This hand cannot be written in the requested format (e.g. a game PokerStars does not deal, or a hand not yet over); `detail` says why.' },
  { code: 'discards-pending', status: 422, title: 'Discards not made yet', description: "A pineapple, Irish or Aviation player still holds more hole cards than he keeps: his equity depends on the cards he will keep. Give the two kept cards once the discards are made." },
  { code: 'invalid-range', status: 422, title: 'Invalid range', description: "A range does not parse. Two hole cards: items such as `QQ+`, `AKs`, `A5s-A2s`, `KQo`, `AhKh`, each optionally weighted `AKs:0.5` (0 < weight <= 1); four or five hole cards: exact hands such as `AsAhKsKh`." },
  { code: 'empty-range', status: 422, title: 'Empty range', description: 'Every combination of a range holds a card already named (board, dead cards or another player): nothing is left to deal that player. Widen the range or correct the cards.' },
  { code: 'internal-error', status: 500, title: 'Internal error', description: 'The service failed. Nothing was changed by this request. Report the request id.' },
  { code: 'service-unavailable', status: 503, title: 'Service unavailable', description: 'A dependency (the database) does not answer. Nothing was changed by this request; `Retry-After` says when to try again. The service recovers by itself once the database answers.' },
] as const satisfies readonly ProblemType[];

export type ProblemCode = (typeof TYPES)[number]['code'];

const BY_CODE = new Map<string, ProblemType>(TYPES.map((t) => [t.code, t]));

export function problemType(code: ProblemCode): ProblemType {
  return BY_CODE.get(code)!;
}

export function findProblemType(code: string): ProblemType | undefined {
  return BY_CODE.get(code);
}

export function listProblemTypes(): readonly ProblemType[] {
  return TYPES;
}

export const problemTypeUri = (code: string) => `/problems/${code}`;
