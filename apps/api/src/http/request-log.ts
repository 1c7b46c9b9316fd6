import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The id a reply carries in X-Request-Id (a 500's body repeats it), '' if it has none. */
export const requestIdOf = (response: Response): string => String(response.getHeader(REQUEST_ID_HEADER) ?? '');

/**
 * One short line per request, under an id the reply also carries; health checks are not logged.
 * Headers stay out of the line, tokens above all. Written here rather than with pino-http, which
 * builds a child logger and serializes the request on every request, even with logging off: that
 * was about a tenth of the API's CPU per bid (docs/performance.md, twenty-fourth round).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (request, response, next) => {
    response.setHeader(REQUEST_ID_HEADER, randomUUID());
    if (request.url !== '/api/v1/health' && logger.isLevelEnabled('info')) logWhenDone(logger, request, response);
    next();
  };
}

/** Query parameters whose values stay out of the log, should a client put a secret in a URL. */
const SECRET_PARAMETER = /([?&](?:[^=&]*(?:token|password|secret)[^=&]*|answer|api_?key)=)[^&]*/gi;

/** No route takes a secret in its URL, but a client may still send one (`?access_token=`). */
const withoutSecrets = (url: string) => (url.includes('?') ? url.replace(SECRET_PARAMETER, '$1[redacted]') : url);

/** Read now: routers rewrite request.url while they handle it. */
function logWhenDone(logger: Logger, { method, url }: { method: string; url: string }, response: Response) {
  const startedAt = performance.now();
  // 'close' comes after the reply is sent, and also when the client leaves before it is.
  response.once('close', () => {
    const responseTime = Math.round(performance.now() - startedAt);
    const req = { id: requestIdOf(response), method, url: withoutSecrets(url) };
    const res = { statusCode: response.statusCode };
    logger.info({ req, res, responseTime }, response.writableFinished ? 'request completed' : 'request aborted');
  });
}
