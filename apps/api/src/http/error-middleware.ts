import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { NOT_AN_OBJECT } from './parse.js';
import { AppError, DATABASE_NOT_ANSWERING, STATUS_BY_KIND, type ErrorKind } from './app-error.js';
import { requestIdOf } from './request-log.js';

/** The JSON parser's strict mode refuses valid JSON that is not an object or a list: 'null', '42', '"x"'. */
function isJson(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** Errors raised below our code (body parser, multer) translated into the caller's fault they are. */
function translateLibraryError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return new AppError('payload-too-large', `Photo must be at most ${PRODUCT_LIMITS.photoBytes / (1024 * 1024)} MB`);
    }
    return AppError.badRequest(`Upload rejected: ${error.message}${error.field ? ` (${error.field})` : ''}`);
  }
  // The router could not percent-decode a path parameter, e.g. '/search/%' or a broken UTF-8 sequence.
  if (error instanceof URIError) return AppError.badRequest('Malformed URL: a path segment is not valid percent-encoding');
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') return AppError.badRequest(isJson((error as { body?: unknown }).body) ? NOT_AN_OBJECT : 'Malformed JSON in request body');
  if (type === 'entity.too.large') return new AppError('payload-too-large', 'Request body is too large');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    // The body is fine, if it were sent in a form the API reads: the media type's fault (RFC 9110).
    return new AppError('unsupported-media-type', 'Unsupported request body encoding: send UTF-8, uncompressed or gzip/deflate/br');
  }
  // zlib's own words ('incorrect header check') tell a client nothing: say what was wrong with the body.
  const { code } = (error ?? {}) as { code?: unknown };
  if (typeof code === 'string' && code.startsWith('Z_')) return AppError.badRequest('Request body could not be decompressed: it does not match its Content-Encoding');
  // The body parsers' other refusals (a corrupt gzip body, too many form fields, a body shorter than
  // its Content-Length) are http-errors 4xx that they mark as safe to show.
  const { status, expose, message } = (error ?? {}) as { status?: unknown; expose?: unknown; message?: unknown };
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    const kind = (Object.keys(STATUS_BY_KIND) as ErrorKind[]).find((candidate) => STATUS_BY_KIND[candidate] === status);
    return new AppError(kind ?? 'bad-request', `Request refused: ${String(message)}`);
  }
  return undefined;
}

/** How long a client is asked to wait before it retries a request the database could not serve. */
const DATABASE_RETRY_SECONDS = 5;

/**
 * Maps every failure to `{ success: false, message }` with its status; a 500 carries only a request
 * id. A database that cannot be reached is a 503 with Retry-After, not a bug: the same request
 * succeeds once it is back. Both are logged, for the operator.
 */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, request, response, _next) => {
    const known = translateLibraryError(error);
    // The health check's own verdict on the database is the same outage as a failed query.
    const unavailable = known?.kind === 'service-unavailable' || (!known && isDatabaseUnavailable(error));
    if (known && !unavailable) {
      response.set(known.headers).status(known.status).json({ success: false, message: known.message });
      return;
    }
    const requestId = requestIdOf(response);
    logger.error({ err: error, requestId, method: request.method, url: request.originalUrl }, unavailable ? 'database not answering' : 'unhandled error');
    if (response.headersSent) {
      response.end();
      return;
    }
    if (unavailable) {
      response.set('Retry-After', String(DATABASE_RETRY_SECONDS));
      response.status(503).json({ success: false, message: DATABASE_NOT_ANSWERING, requestId });
      return;
    }
    response.status(500).json({ success: false, message: 'Internal server error', requestId });
  };
}

export const noSuchApiRoute = (request: Request) => AppError.notFound(`No such API route: ${request.method} ${request.originalUrl.split('?')[0]}`);

export const unknownApiRoute: RequestHandler = (request, _response, next) => next(noSuchApiRoute(request));
