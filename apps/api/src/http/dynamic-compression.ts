import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses what is built per request (API JSON, the HTML of a product page). Live bid streams
 * stay uncompressed: a compressor holds bytes back until its buffer fills, and an event must
 * reach the browser the moment it is written.
 */
export function dynamicCompression(): RequestHandler {
  const compress = compression({
    filter: (request, response) => {
      const type = String(response.getHeader('Content-Type') ?? '');
      return !type.startsWith('text/event-stream') && compression.filter(request, response);
    },
  });
  return (request, response, next) => {
    if (request.headers['accept-encoding']) {
      compress(request, response, next);
      return;
    }
    // A request without Accept-Encoding is never answered compressed (compression sends identity
    // then), yet compression's per-reply bookkeeping cost as much CPU as a tenth of a bid: such
    // requests, a script's bids among them, skip it. Caches still key on the header.
    response.vary('Accept-Encoding');
    next();
  };
}
