import { Operations } from './generated/operations';
import type { Answer, OperationCall, OperationId, RequestOptions } from './operation-types';
import { CroupierProblem } from './problem';

export interface ClientOptions {
  /** Where the service answers, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** The credential sent as `Authorization: Bearer`: an app key, an admin key or a seat token. */
  key?: string;
  /**
   * How often a call that is safe to repeat (a GET, or an action under its Idempotency-Key) is sent
   * again when no answer arrived or the service says the same key is still being processed. Default 2.
   */
  retries?: number;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
}

const BACKOFF_MS = 100;
const MAX_WAIT_MS = 10_000;

/**
 * A client of the Croupier API with one method per operation (`createHand`, `getHand`, `act`, ...).
 * A call resolves to the answer's body and rejects with a `CroupierProblem` when the service refuses.
 */
export class CroupierClient extends Operations {
  private readonly baseUrl: string;

  constructor(private readonly options: ClientOptions) {
    super();
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /** The same client with another credential, e.g. a player's seat token. */
  withKey(key: string): CroupierClient {
    return new CroupierClient({ ...this.options, key });
  }

  protected async send<K extends OperationId>(_operation: K, call: OperationCall): Promise<Answer<K>> {
    const options = call.options ?? {};
    const url = this.baseUrl + call.route.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(call.path[name] ?? '')) + queryString(call.query);
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json;q=0.9, */*;q=0.1', ...this.options.headers, ...options.headers };
    if (this.options.key !== undefined) headers.authorization = `Bearer ${this.options.key}`;
    if (options.ifMatch !== undefined) headers['if-match'] = etagOf(options.ifMatch);
    // One key per call, kept across this call's retries: the service applies the action once.
    if (call.idempotent) headers['idempotency-key'] = options.idempotencyKey ?? globalThis.crypto.randomUUID();
    let body: string | undefined;
    if (call.body !== undefined) {
      const textType = call.bodyTypes?.find((type) => !/json/i.test(type));
      if (typeof call.body === 'string' && textType !== undefined) {
        headers['content-type'] = textType;
        body = call.body;
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(call.body);
      }
    }
    const repeatable = call.method === 'GET' || call.idempotent === true;
    const attempts = 1 + (repeatable ? (this.options.retries ?? 2) : 0);
    const doFetch = this.options.fetch ?? globalThis.fetch;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, { method: call.method, headers, body, signal: options.signal });
      } catch (error) {
        // No answer (connection refused or cut): the request may or may not have arrived.
        if (attempt >= attempts || options.signal?.aborted) throw error;
        await wait(BACKOFF_MS * 2 ** (attempt - 1));
        continue;
      }
      if (response.ok) return (await bodyOf(response)) as Answer<K>;
      const problem = await CroupierProblem.from(response);
      if (attempt >= attempts || problem.code !== 'idempotency-key-in-progress') throw problem;
      await wait(retryAfterMs(response) ?? BACKOFF_MS * 2 ** (attempt - 1));
    }
  }
}

/** `"7"`: the ETag of a hand version. */
function etagOf(ifMatch: NonNullable<RequestOptions['ifMatch']>): string {
  if (typeof ifMatch === 'string') return ifMatch;
  return `"${typeof ifMatch === 'number' ? ifMatch : ifMatch.version}"`;
}

function queryString(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(name, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

async function bodyOf(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  return /json/i.test(response.headers.get('content-type') ?? '') && text !== '' ? JSON.parse(text) : text;
}

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_WAIT_MS) : undefined;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
