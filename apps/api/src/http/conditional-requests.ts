import type { RequestHandler } from 'express';

/**
 * A request's `Cache-Control: no-cache` (or `Pragma: no-cache`) tells caches on the way to ask the
 * origin again (RFC 9111, 5.2.1.4); it does not ask the origin to ignore the request's own
 * If-None-Match (RFC 9110, 13.2.1). Express's fresh() reads it that way, so a client that sends both,
 * as Node's fetch does on every conditional request, never got a 304. A browser's hard reload sends
 * no-cache without a validator and still gets the whole reply.
 */
export const conditionalDespiteNoCache: RequestHandler = (request, _response, next) => {
  if (request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined) {
    delete request.headers['cache-control'];
    delete request.headers.pragma;
  }
  next();
};
