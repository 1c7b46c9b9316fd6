import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses what is built per request (API JSON, the HTML of a product page). Live bid streams
 * stay uncompressed: a compressor holds bytes back until its buffer fills, and an event must
 * reach the browser the moment it is written.
 */
export function dynamicCompression(): RequestHandler {
  return compression({
    filter: (request, response) => {
      const type = String(response.getHeader('Content-Type') ?? '');
      return !type.startsWith('text/event-stream') && compression.filter(request, response);
    },
  });
}
