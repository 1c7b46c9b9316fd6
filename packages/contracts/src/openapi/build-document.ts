import { z } from 'zod';
import { ledgerBidSchema, myBidSchema } from '../bidding.js';
import { categorySchema } from '../categories.js';
import { EMPTY_MEANS_ABSENT, errorResponseSchema } from '../common.js';
import { notificationSchema } from '../notifications.js';
import { productSchema } from '../products.js';
import type { ApiRoute, RawReply } from './api-route.js';
import { API_OVERVIEW } from './overview.js';
import { PARAMETER_NOTES } from './parameter-notes.js';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; the message names the field',
  401: 'Sign in required, or the token sent no longer names a session (WWW-Authenticate: Bearer error="invalid_token"); on sign-in and forgot-password, a wrong username, password or answer',
  403: 'Not allowed: admins only, or a bid or Buy It Now on your own product',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Payload too large: a JSON or form body over 100 kB, a photo over 5 MB',
  415: 'Content-Type must be application/json or application/x-www-form-urlencoded (multipart/form-data where a photo or bid form is taken)',
  429: 'Too many requests; Retry-After says when to try again',
};

/**
 * Bounds that only say "a date" or "a JavaScript number": Swagger UI built its examples from them
 * ("8704-02-29T12:14:02.0985556Z", a bid count of 9007199254740991). `format` still says date-time.
 */
function withoutMachineBounds(jsonSchema: JsonSchema) {
  if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** A field where '' and null mean "not sent" (optionalWhenEmpty) takes them besides its own values. */
function allowEmpty(jsonSchema: JsonSchema) {
  if (!jsonSchema[EMPTY_MEANS_ABSENT]) return;
  const { [EMPTY_MEANS_ABSENT]: _marker, ...own } = jsonSchema;
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, { anyOf: [{ const: '' }, { type: 'null' }, own] });
}

const asClientsReadIt = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
  withoutMachineBounds(jsonSchema);
  allowEmpty(jsonSchema);
};

/**
 * Shapes many replies carry, named once (components.schemas, see liftedDefinitions): a client's code
 * generator makes one Product type, where it made one per reply (outside audit D1). Made when asked
 * for: the web imports these contracts too, and has no use for a registry.
 */
function namedReplyShapes() {
  const registry = z.registry<{ id: string }>();
  registry.add(productSchema, { id: 'Product' });
  registry.add(categorySchema, { id: 'Category' });
  registry.add(notificationSchema, { id: 'Notification' });
  registry.add(ledgerBidSchema, { id: 'LedgerBid' });
  registry.add(myBidSchema, { id: 'MyBid' });
  return registry;
}

/** Requests as clients send them (before defaults and transforms), replies as the server sends them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const metadata = io === 'output' ? { metadata: namedReplyShapes() } : {};
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', override: asClientsReadIt, ...metadata });
  return rest;
}

/**
 * The document with each schema's named shapes ($defs) moved to components.schemas, once, and every
 * reference to them pointing there.
 */
function liftedDefinitions<D extends { components: { schemas: Record<string, unknown> } }>(document: D): D {
  const named: Record<string, unknown> = {};
  const lift = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    if (node.$defs) Object.assign(named, node.$defs);
    delete node.$defs;
    Object.values(node).forEach(lift);
  };
  lift(document);
  Object.values(named).forEach(lift);
  const lifted = { ...document, components: { ...document.components, schemas: { ...document.components.schemas, ...named } } };
  return JSON.parse(JSON.stringify(lifted).replaceAll('"#/$defs/', '"#/components/schemas/')) as D;
}

const descriptionOf = (route: ApiRoute, name: string) => {
  const note = PARAMETER_NOTES[`${route.path} ${name}`] ?? PARAMETER_NOTES[name];
  return note ? { description: note } : {};
};

function parameters(route: ApiRoute) {
  const sources = [
    ['path', route.params],
    ['query', route.query],
    ['header', route.headers],
  ] as const;
  return sources.flatMap(([where, schema]) => {
    if (!schema) return [];
    const json = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
      name,
      in: where,
      ...descriptionOf(route, name),
      required: where === 'path' || (json.required ?? []).includes(name),
      // Path and query values travel as text; a preprocessed number shows as no schema, so say string.
      schema: Object.keys(property).length === 0 ? { type: 'string' } : property,
    }));
  });
}

function requestBody(route: ApiRoute) {
  if (!route.body) return undefined;
  const schema = jsonSchema(route.body.schema, 'input');
  const json = { 'application/json': { schema } };
  const required = !route.body.optional;
  if (route.body.multipart === 'fields') return { required, content: { ...json, 'multipart/form-data': { schema } } };
  if (route.body.multipart !== 'photo') return { required, content: json };
  const properties = { ...(schema.properties as JsonSchema), photo: { type: 'string', format: 'binary' } };
  // The form first: it is the only way to send a photo, and Swagger UI offers the first type.
  return { required, content: { 'multipart/form-data': { schema: { ...schema, properties } }, ...json } };
}

const isRaw = (reply: z.ZodType | RawReply): reply is RawReply => 'contentType' in reply && typeof reply.contentType === 'string';

const text = (description: string) => ({ description, schema: { type: 'string' } });

/** The reply headers a client can act on, defined once (components.headers) and named per reply. */
const HEADERS = {
  'X-Request-Id': text("This request's id, as the server's logs and a 500's requestId name it"),
  ETag: text('A weak validator of this reply: sent back in If-None-Match, it gets a 304 while the reply would be the same'),
  'X-Session-Token': text('A fresh token, when the one sent is over a day old or this reply changed the password: store it in place of the old one'),
  RateLimit: text("This route's limit, what is left of it and the seconds until it resets, e.g. limit=10, remaining=9, reset=827"),
  'RateLimit-Policy': text('The limit and its window in seconds, e.g. 10;w=900'),
  'Retry-After': text('Seconds to wait before trying again'),
  'Idempotent-Replayed': text('true when this is the stored reply to an earlier request with the same Idempotency-Key'),
};
type HeaderName = keyof typeof HEADERS;
const headerRefs = (names: HeaderName[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** A read whose reply carries an ETag (JSON and photos, not event streams) and answers If-None-Match. */
const isConditionalRead = (route: ApiRoute) => route.method === 'get' && Object.values(route.replies).every((reply) => !isRaw(reply) || !reply.contentType.startsWith('text/event-stream'));
/** Counted by a rate limit whose headers go with its every reply (a live stream's cap sends none). */
const isRateLimited = (route: ApiRoute) => (route.errors ?? []).includes(429) && Object.values(route.replies).every((reply) => !isRaw(reply));

/** The headers of each reply of a route: which ones depends on the kind of route and of reply. */
function replyHeaders(route: ApiRoute, kind: 'success' | 'not-modified' | number): HeaderName[] {
  const names: HeaderName[] = ['X-Request-Id'];
  if (kind === 'success' || kind === 'not-modified') {
    if (isConditionalRead(route)) names.push('ETag');
    if (route.auth && route.renewsSession !== false) names.push('X-Session-Token');
  }
  if (kind === 'success' && route.headers?.shape['Idempotency-Key']) names.push('Idempotent-Replayed');
  if (isRateLimited(route) && kind !== 'not-modified') names.push('RateLimit', 'RateLimit-Policy');
  if (kind === 429 || kind === 503) names.push('Retry-After');
  return names;
}

function responses(route: ApiRoute) {
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const headers = headerRefs(replyHeaders(route, 'success'));
  const success: [string, object][] = Object.entries(route.replies).map(([status, reply]) => [
    status,
    isRaw(reply)
      ? { description: reply.description, headers, content: { [reply.contentType]: {} } }
      : { description: 'Success', headers, content: { 'application/json': { schema: jsonSchema(reply, 'output') } } },
  ]);
  const notModified = { description: 'Not modified: the reply would be the same as the one whose ETag was sent in If-None-Match', headers: headerRefs(replyHeaders(route, 'not-modified')) };
  if (isConditionalRead(route)) success.push(['304', notModified]);
  const failures = new Set(route.errors ?? []);
  if (route.params || route.query || route.body || route.headers) failures.add(400);
  if (route.body) [413, 415].forEach((status) => failures.add(status));
  if (route.auth) failures.add(401);
  if (route.auth === 'admin') failures.add(403);
  const errors = [...failures].sort().map((status) => [String(status), { description: ERROR_DESCRIPTIONS[status] ?? 'Error', headers: headerRefs(replyHeaders(route, status)), content: errorContent }]);
  const otherFailure = { description: 'Any other failure (503: the database is not answering; retry after Retry-After)', headers: headerRefs(replyHeaders(route, 503)), content: errorContent };
  return Object.fromEntries([...success, ...errors, ['default', otherFailure]]);
}

const IF_NONE_MATCH = { $ref: '#/components/parameters/If-None-Match' };

function operation(route: ApiRoute) {
  const body = requestBody(route);
  const params = [...parameters(route), ...(isConditionalRead(route) ? [IF_NONE_MATCH] : [])];
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
  };
}

/** The OpenAPI 3.1 document of the given routes, served under `serverUrl`. */
export function buildOpenApiDocument(routes: readonly ApiRoute[], info: { title: string; version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route);
  return liftedDefinitions({
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: API_OVERVIEW },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorResponseSchema, 'output') },
      headers: HEADERS,
      parameters: {
        'If-None-Match': { name: 'If-None-Match', in: 'header', required: false, description: 'The ETag of a reply held: a 304 without a body while the reply would be the same', schema: { type: 'string' } },
      },
      // The token goes in Authorization as is, or after 'Bearer '; both are accepted.
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The token from POST /auth/login, valid 7 days, sent with or without "Bearer ". A signed-in call (other than the bid) with a token over a day old, and a profile update that changes the password, get a fresh token in the X-Session-Token reply header: store it in place of the old one. A changed password ends the tokens issued under the old one.',
        },
      },
    },
  });
}
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
