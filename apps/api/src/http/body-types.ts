import { finished } from 'node:stream';
import type { RequestHandler } from 'express';
import { apiRoutes } from '@bidhub/contracts';
import { AppError } from './app-error.js';
import { noSuchApiRoute } from './error-middleware.js';

/**
 * JSON under the types a client may label it with: its own, a `+json` one, or text/plain, which is
 * what fetch sends for a string body when no Content-Type is set. Each is held to the JSON limit.
 */
export const JSON_BODY_TYPES = ['application/json', 'application/*+json', 'text/plain'];

const READABLE = [...JSON_BODY_TYPES, 'application/x-www-form-urlencoded'];

/**
 * A route of the contracts as a `METHOD /v1/path` pattern, matched as Express's router matches: in
 * any letter case, with or without a trailing slash.
 */
const asPattern = (route: (typeof apiRoutes)[number]) => ({
  method: route.method.toUpperCase(),
  path: new RegExp(`^/v1${route.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i'),
});
/** Every route the API serves, and those that read a multipart form (the contracts mark them). */
const routes = apiRoutes.map(asPattern);
const takesForms = apiRoutes.filter((route) => route.body?.multipart).map(asPattern);

const matches = (patterns: typeof routes, method: string, path: string) => patterns.some((route) => route.method === method && route.path.test(path));

const carriesBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * A body of any other type (octet-stream, none named, a form where no form is read) was left unread
 * and the request went on as if it had none: a 50 MB upload answered 200, and POST
 * /notifications/read marked everything read.
 *
 * The 415 goes out only once the body has been read off and dropped, as body-parser does for its own
 * refusals: clients write the whole body before they look for a reply, and one answered early on a
 * connection that then closes (Connection: close) got EPIPE instead of the 415. The server's
 * requestTimeout (http-server.ts) bounds how long a body may take to arrive, a trickle included.
 */
export const refuseUnreadableBodies: RequestHandler = (request, _response, next) => {
  const readable = request.is(READABLE) || (request.is('multipart/form-data') && matches(takesForms, request.method, request.path));
  if (!carriesBody(request.headers) || readable) return next();
  // A body sent to a route that does not exist is told so, not that its type is wrong.
  const refusal = matches(routes, request.method, request.path)
    ? new AppError('unsupported-media-type', 'Content-Type must be application/json or application/x-www-form-urlencoded (multipart/form-data where a photo or bid form is taken)')
    : noSuchApiRoute(request);
  request.resume();
  finished(request, () => next(refusal));
};
