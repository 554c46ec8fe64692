import type { OpenAPIObject } from '@nestjs/swagger';
import { ACTION_BODIES } from '../../hands/dto/action.dto';
import { PROBLEM_CONTENT_TYPE } from '../problem/problem';
import { PROBLEM_EXAMPLES } from './problem-examples';

type Json = Record<string, unknown>;

/** Tags in the order a user meets them, each with what it holds. */
export const TAGS: readonly { name: string; description: string }[] = [
  { name: 'games', description: 'The catalogue: what each game deals, its betting rounds, rankings, options and defaults.' },
  { name: 'showdowns', description: 'Who wins a showdown, and how a pot splits, without storing a hand.' },
  { name: 'equity', description: 'Each player’s share of the pot over the rest of a hand, exact or by seeded Monte Carlo, for every game.' },
  { name: 'hands', description: 'Stored hands: deal, read the legal actions with exact amounts, act, replay, delete.' },
  { name: 'webhooks', description: 'Signed deliveries of hand events to the endpoints of an app: register, list, delete, and see each delivery.' },
  { name: 'histories', description: 'Hand histories out (JSON, PHH, PokerStars text) and PHH files in.' },
  { name: 'replays', description: 'Share links for a hand, and the data the replayer page at /replay/{id} shows.' },
  { name: 'pot-limit', description: 'The pot-limit bounds of one raise, from the state of a betting round.' },
  { name: 'admin', description: 'Apps, their keys and their retention (admin key).' },
  { name: 'health', description: 'Liveness and readiness for orchestrators (no key).' },
  { name: 'problems', description: 'The problem types that error responses name (no key).' },
];

/**
 * The name of each enumeration, given by one place it appears (`Schema.property`, or
 * `operationId?parameter`); every inline enumeration with the same values becomes a reference to it.
 */
const ENUM_NAMES: Readonly<Record<string, string>> = {
  'GameDto.id': 'GameId',
  'GameDto.family': 'GameFamily',
  'StructuresDto.default': 'BettingStructure',
  'HandView.status': 'HandStatus',
  'KeyView.role': 'KeyRole',
  'getHistory?format': 'HistoryFormat',
  'DealStepDto.kind': 'DealStepKind',
  'DealStepDto.faces': 'CardFace',
  'BettingRoundDto.unit': 'BetUnit',
  'BettingRoundDto.firstToAct': 'FirstToAct',
  'RankingsDto.high': 'Ranking',
  'RankingsDto.split': 'PotSplit',
  'GameOptionDto.kind': 'GameOptionKind',
  'GameOptionDto.type': 'GameOptionType',
  'GameDto.forcedBets': 'ForcedBets',
  'GameDto.handForming': 'HandForming',
  'ShowdownOptionsDto.lowballType': 'LowballType',
  'HandDto.category': 'HandCategory',
  'StakesDto.anteStyle': 'AnteStyle',
  'CreateHandDto.dealing': 'Dealing',
  'ReplayDataView.view': 'ReplayView',
  'ReplayDataView.buttonKind': 'ButtonKind',
  'ShareSummaryView.status': 'ShareStatus',
  'CreateWebhookDto.events': 'WebhookEventType',
  'WebhookDeliveryView.status': 'WebhookDeliveryStatus',
  'EquityRequestDto.method': 'EquityMethod',
};

/** Largest chip amount or count: what a JSON number holds exactly. */
const MAX_INTEGER = Number.MAX_SAFE_INTEGER;
/** Seats are numbered 0 to 999 (RULES.md §7). */
const SEAT_FIELDS = new Set(['seat', 'seats', 'button', 'actor', 'viewer', 'eligible']);
const MAX_SEAT = 999;

/** Response headers, defined once and referenced from each response that carries them. */
const HEADERS: Json = {
  'X-Request-Id': { description: 'The request id (the one sent, when it is a sane token, else a new UUID); it is in the log line of the request.', schema: { type: 'string' } },
  RateLimit: { description: 'What is left of this key\'s per-minute quota: `"<policy>";r=<remaining>;t=<seconds to reset>` (draft-ietf-httpapi-ratelimit-headers).', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'This key\'s quota: `"<policy>";q=<requests>;w=60`.', schema: { type: 'string' } },
  'Retry-After': { description: 'Seconds to wait before sending the request again.', schema: { type: 'integer', minimum: 0 } },
  'WWW-Authenticate': { description: 'The Bearer challenge, with `error` when a key was sent but refused.', schema: { type: 'string' } },
  ETag: { description: 'The hand\'s version, for `If-Match` on the next action.', schema: { type: 'string' } },
  Location: { description: 'The path of what was created.', schema: { type: 'string' } },
};

/** Operations whose success responses carry `ETag`, and those whose 201 carries `Location`. */
const ETAG_OPERATIONS = new Set(['createHand', 'getHand', 'act']);
const LOCATION_OPERATIONS = new Set(['createHand', 'createApp', 'importHands']);

function operations(document: OpenAPIObject): Json[] {
  return Object.values(document.paths).flatMap((item) =>
    Object.entries(item as Json)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([, operation]) => operation as Json),
  );
}

/**
 * What a client sends is bounded field by field, by the validation of its DTO (`@Min`/`@Max`, which
 * the Swagger plugin copies into the document): a request integer without both bounds is a missing
 * rule, not something the document may fill in. Returns where they are missing.
 */
function unboundedRequestIntegers(document: OpenAPIObject): string[] {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Json>;
  const missing: string[] = [];
  const seen = new Set<string>();
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, `${at}/${i}`));
    if (node === null || typeof node !== 'object') return;
    const schema = node as Json;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.split('/').pop()!;
      if (!seen.has(name)) {
        seen.add(name);
        visit(schemas[name], name);
      }
      return;
    }
    if ((schema.type === 'number' || schema.type === 'integer') && (schema.minimum === undefined || schema.maximum === undefined)) missing.push(at);
    for (const [key, child] of Object.entries(schema)) visit(child, key === 'properties' || key === 'items' ? at : `${at}.${key}`);
  };
  for (const operation of operations(document)) {
    const id = operation.operationId as string;
    for (const parameter of (operation.parameters as Json[] | undefined) ?? []) visit(parameter.schema, `${id}?${parameter.name as string}`);
    const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
    for (const media of Object.values(content)) visit(media.schema, `${id} body`);
  }
  return missing;
}

/**
 * Every number in this API is an integer (chips, seats, counts, versions, statuses: RULES.md §1):
 * `number` becomes `integer`, with the bounds the service enforces where a DTO gave none. The
 * exception says so itself: a `number` with `format: 'double'` (equity shares, elapsed time).
 */
function integersWithBounds(node: unknown, key = ''): void {
  if (Array.isArray(node)) return node.forEach((child) => integersWithBounds(child, key));
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  // `nullable` needs a `type` beside it in 3.0: a nullable `oneOf` says it on its first branch.
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.oneOf)) {
    delete schema.nullable;
    (schema.oneOf as Json[])[0]!.nullable = true;
  }
  if ((schema.type === 'number' && schema.format !== 'double') || schema.type === 'integer') {
    schema.type = 'integer';
    schema.minimum ??= key === 'status' ? 100 : 0;
    schema.maximum ??= SEAT_FIELDS.has(key) ? MAX_SEAT : key === 'status' ? 599 : MAX_INTEGER;
  }
  // A parameter's schema is named by the parameter, a property's by the property.
  const own = typeof schema.in === 'string' && typeof schema.name === 'string' ? schema.name : key;
  for (const [childKey, child] of Object.entries(schema)) {
    if (childKey === 'properties') Object.entries(child as Json).forEach(([property, value]) => integersWithBounds(value, property));
    else integersWithBounds(child, own);
  }
}

const signature = (values: unknown[]): string => JSON.stringify([...values].map(String).sort());

interface EnumSite { location: string; holder: Json; key: string; schema: Json }

function enumSites(document: OpenAPIObject): EnumSite[] {
  const sites: EnumSite[] = [];
  const visit = (location: string, holder: Json, key: string): void => {
    const schema = holder[key] as Json | undefined;
    if (!schema || typeof schema !== 'object') return;
    // A one-value enumeration is the tag of a union member (LegalActionCall.type), not a named set.
    if (Array.isArray(schema.enum) && schema.enum.length > 1) sites.push({ location, holder, key, schema });
    else if (schema.type === 'array' && schema.items) visit(location, schema, 'items');
  };
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    const properties = (schema as Json).properties as Json | undefined;
    for (const property of Object.keys(properties ?? {})) visit(`${name}.${property}`, properties!, property);
  }
  for (const operation of operations(document)) {
    for (const parameter of (operation.parameters as Json[] | undefined) ?? []) visit(`${operation.operationId as string}?${parameter.name as string}`, parameter, 'schema');
  }
  return sites;
}

/** Inline enumerations become named schemas under components, each defined once (ENUM_NAMES). */
function namedEnums(document: OpenAPIObject): void {
  const sites = enumSites(document);
  const names = new Map<string, string>();
  for (const site of sites) {
    const name = ENUM_NAMES[site.location];
    if (name) names.set(signature(site.schema.enum as unknown[]), name);
  }
  const schemas = (document.components ??= {}).schemas ??= {};
  for (const site of sites) {
    const values = site.schema.enum as unknown[];
    const name = names.get(signature(values));
    if (!name) throw new Error(`the enumeration at ${site.location} (${values.join(', ')}) has no name: add it to ENUM_NAMES in src/common/openapi/document-polish.ts`);
    schemas[name] ??= { type: (site.schema.type as string | undefined) ?? 'string', enum: values };
    const { description, example, default: fallback, nullable } = site.schema;
    const ref = { $ref: `#/components/schemas/${name}` };
    // OpenAPI 3.0 ignores siblings of `$ref`, so a described or nullable use wraps it in `allOf`.
    const extras = Object.fromEntries(
      Object.entries(nullable ? { type: site.schema.type, nullable, description, default: fallback } : { description, example, default: fallback }).filter(([, v]) => v !== undefined),
    );
    site.holder[site.key] = Object.keys(extras).length > 0 && site.key !== 'schema' ? { allOf: [ref], ...extras } : ref;
  }
}

const headerRef = (name: string): Json => ({ $ref: `#/components/headers/${name}` });

/** Documents the headers each response really carries (app.ts, auth.hook.ts, the controllers). */
function responseHeaders(document: OpenAPIObject): void {
  const components = (document.components ??= {});
  components.headers = Object.assign(components.headers ?? {}, HEADERS);
  for (const operation of operations(document)) {
    const id = operation.operationId as string;
    const isProtected = (operation.security as unknown[]).length > 0;
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      const code = Number(status);
      const headers: Json = { 'X-Request-Id': headerRef('X-Request-Id') };
      if (isProtected && code !== 401) Object.assign(headers, { RateLimit: headerRef('RateLimit'), 'RateLimit-Policy': headerRef('RateLimit-Policy') });
      if (code === 429 || code === 503 || (id === 'act' && code === 409)) headers['Retry-After'] = headerRef('Retry-After');
      if (code === 401) headers['WWW-Authenticate'] = headerRef('WWW-Authenticate');
      if (code < 300 && ETAG_OPERATIONS.has(id)) headers.ETag = headerRef('ETag');
      if (code === 201 && LOCATION_OPERATIONS.has(id)) headers.Location = headerRef('Location');
      response.headers = Object.assign((response.headers as Json | undefined) ?? {}, headers);
    }
  }
}

/**
 * The fields of each legal action (`toLegalView`); `?` marks one that may be absent. The view is a
 * union on `type`, so a generated client narrows `amount` to calls, `min`/`max` to bets and raises.
 */
const LEGAL_ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  fold: [], check: [], muck: [], call: ['amount', 'allIn'], bringIn: ['amount', 'allIn'],
  bet: ['min', 'max', '?amounts'], raise: ['min', 'max', '?amounts'], complete: ['min', 'max', '?amounts'],
  discard: ['count', 'cards'], draw: ['maxCards', 'cards'], deal: ['seat', 'count', 'faces'], show: ['?unknownCards'],
};

function legalActionUnion(document: OpenAPIObject): void {
  const schemas = document.components!.schemas!;
  const flat = schemas.LegalActionView as Json;
  const properties = flat.properties as Json;
  const mapping: Record<string, string> = {};
  for (const [type, fields] of Object.entries(LEGAL_ACTION_FIELDS)) {
    const name = `LegalAction${type[0]!.toUpperCase()}${type.slice(1)}`;
    const names = fields.map((field) => field.replace('?', ''));
    schemas[name] = {
      type: 'object',
      required: ['type', ...fields.filter((field) => !field.startsWith('?'))],
      properties: { type: { type: 'string', enum: [type] }, ...Object.fromEntries(names.map((field) => [field, properties[field]])) },
    };
    mapping[type] = `#/components/schemas/${name}`;
  }
  schemas.LegalActionView = {
    description: 'One action the player may take now, with its exact amounts; `type` says which fields it has.',
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'type', mapping },
  };
}

/**
 * The action body as a union on `type` (`ActionFold`, `ActionRaise`, ...), each member with only its
 * own fields, from ACTION_BODIES; the fields keep the DTO's descriptions and bounds. The validation
 * (ActionDto, ActionBodyPipe) is unchanged: this is how the document shows what it accepts.
 */
function actionUnion(document: OpenAPIObject): void {
  const schemas = document.components!.schemas!;
  const properties = (schemas.ActionDto as Json).properties as Json;
  const mapping: Record<string, string> = {};
  for (const [type, { fields, description }] of Object.entries(ACTION_BODIES)) {
    const name = `Action${type[0]!.toUpperCase()}${type.slice(1)}`;
    const names = fields.map((field) => field.replace('?', ''));
    const example: Json = { ...(names.includes('seat') ? { seat: 4 } : {}), type, ...(names.includes('amount') ? { amount: 6 } : {}), ...(names.includes('cards') ? { cards: ['7d'] } : {}) };
    schemas[name] = {
      type: 'object',
      description,
      required: ['type', ...fields.filter((field) => !field.startsWith('?'))],
      properties: { type: { type: 'string', enum: [type] }, ...Object.fromEntries(names.map((field) => [field, properties[field]])) },
      example,
    };
    mapping[type] = `#/components/schemas/${name}`;
  }
  schemas.ActionDto = {
    description: 'One action: `type` says which, and which fields it takes. `amount` is always a raise-to total.',
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'type', mapping },
    example: { seat: 4, type: 'raise', amount: 6 },
  };
}

/** Each error response shows the real answer of its route (problem-examples.ts), not a generic one. */
function problemExamples(document: OpenAPIObject): void {
  for (const operation of operations(document)) {
    const examples = PROBLEM_EXAMPLES[operation.operationId as string] ?? {};
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      const media = (response.content as Record<string, Json> | undefined)?.[PROBLEM_CONTENT_TYPE];
      if (media && examples[status]) media.example = examples[status];
    }
  }
}

/**
 * The document as generated from the decorators, made into the contract clients read: tags in
 * order, `security: []` on public routes, integers with bounds, named enumerations, response headers,
 * and the real example of each error.
 */
export function polishDocument(document: OpenAPIObject): OpenAPIObject {
  document.tags = TAGS.map((tag) => ({ ...tag }));
  document.info.license ??= { name: 'UNLICENSED' };
  document.servers = [{ url: '/', description: 'This instance' }];
  for (const operation of operations(document)) operation.security ??= [];
  const unbounded = unboundedRequestIntegers(document);
  if (unbounded.length > 0) throw new Error(`request integers without @Min and @Max: ${unbounded.join(', ')}`);
  integersWithBounds(document.paths);
  integersWithBounds(document.components);
  legalActionUnion(document);
  actionUnion(document);
  namedEnums(document);
  responseHeaders(document);
  problemExamples(document);
  return document;
}
