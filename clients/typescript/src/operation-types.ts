import type { operations } from './generated/schema';

/** The operationId of every route of the document (`createHand`, `act`, ...). */
export type OperationId = keyof operations;

type Content<T> = T extends { content: infer C } ? C[keyof C] : undefined;
type Success = 200 | 201 | 202 | 203 | 204;

/** The request body of an operation: its JSON schema, or the text of a text media type (PHH import). */
export type Body<K extends OperationId> = operations[K] extends { requestBody?: infer B } ? Content<NonNullable<B>> : never;

/** The query parameters of an operation. */
export type Query<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;

/** What a successful call resolves to: the body of its 2xx answer (`undefined` for 204). */
export type Answer<K extends OperationId> = {
  [S in keyof operations[K]['responses']]: S extends Success ? Content<operations[K]['responses'][S]> : never;
}[keyof operations[K]['responses']];

export interface RequestOptions {
  /**
   * Act only on this version of the hand (`If-Match`): the hand itself, its version, or the ETag. A
   * hand that has moved on since answers 412 `precondition-failed` (a `CroupierProblem`).
   */
  ifMatch?: { version: number } | number | string;
  /**
   * The Idempotency-Key of an operation that takes one. By default every call gets a fresh key, and
   * the client's own retries of that call reuse it, so a retried action is applied once.
   */
  idempotencyKey?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** What a generated method hands to the transport. */
export interface OperationCall {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  /** The route template, e.g. `/v1/hands/{id}/actions`. */
  route: string;
  path: Record<string, string>;
  query?: object;
  body?: unknown;
  /** The media types the request body may be sent as, JSON first when the route takes it. */
  bodyTypes?: readonly string[];
  /** The route takes an Idempotency-Key: the call is safe to retry under the same key. */
  idempotent?: boolean;
  options?: RequestOptions;
}
