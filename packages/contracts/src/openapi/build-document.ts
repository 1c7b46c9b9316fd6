import { z } from 'zod';
import { EMPTY_MEANS_ABSENT, errorResponseSchema } from '../common.js';
import type { ApiRoute, RawReply } from './api-route.js';

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

/** A field where '' and null mean "not sent" (optionalWhenEmpty) takes them besides its own values. */
function allowEmpty({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (!jsonSchema[EMPTY_MEANS_ABSENT]) return;
  const { [EMPTY_MEANS_ABSENT]: _marker, ...own } = jsonSchema;
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, { anyOf: [{ const: '' }, { type: 'null' }, own] });
}

/** Requests as clients send them (before defaults and transforms), replies as the server sends them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', override: allowEmpty });
  return rest;
}

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

function responses(route: ApiRoute) {
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const success = Object.entries(route.replies).map(([status, reply]) => [
    status,
    isRaw(reply)
      ? { description: reply.description, content: { [reply.contentType]: {} } }
      : { description: 'Success', content: { 'application/json': { schema: jsonSchema(reply, 'output') } } },
  ]);
  const failures = new Set(route.errors ?? []);
  if (route.params || route.query || route.body || route.headers) failures.add(400);
  if (route.body) [413, 415].forEach((status) => failures.add(status));
  if (route.auth) failures.add(401);
  if (route.auth === 'admin') failures.add(403);
  const errors = [...failures].sort().map((status) => [String(status), { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: errorContent }]);
  return Object.fromEntries([...success, ...errors, ['default', { description: 'Any other failure', content: errorContent }]]);
}

function operation(route: ApiRoute) {
  const body = requestBody(route);
  const params = parameters(route);
  return {
    summary: route.summary,
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
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorResponseSchema, 'output') },
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
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
