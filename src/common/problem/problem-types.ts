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
  { code: 'not-found', status: 404, title: 'Not found', description: 'No resource exists at this address. Check the path and the identifier.' },
  { code: 'route-not-found', status: 404, title: 'Route not found', description: 'No route matches this method and path. The OpenAPI document at /docs-json lists every route.' },
  { code: 'method-not-allowed', status: 405, title: 'Method not allowed', description: 'The route exists but does not accept this HTTP method.' },
  { code: 'payload-too-large', status: 413, title: 'Payload too large', description: 'The request body is larger than the service accepts.' },
  { code: 'unsupported-media-type', status: 415, title: 'Unsupported media type', description: 'Request bodies must be sent as application/json.' },
  { code: 'validation-error', status: 422, title: 'Invalid request', description: 'The body or the query is well-formed but breaks the schema: unknown fields, wrong types or values out of range. `errors` lists each field by JSON pointer.' },
  { code: 'internal-error', status: 500, title: 'Internal error', description: 'The service failed. Nothing was changed by this request. Report the request id.' },
  { code: 'service-unavailable', status: 503, title: 'Service unavailable', description: 'A dependency (the database) does not answer.' },
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
