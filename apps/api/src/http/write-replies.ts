import type { RequestHandler, Response } from 'express';

/** res.json without the ETag Express would hash the body for; everything else as res.json sends it. */
function jsonWithoutEtag(this: Response, body: unknown): Response {
  if (!this.get('Content-Type')) this.type('json');
  const text = JSON.stringify(body) ?? '';
  // Set here, as res.send does: the compression middleware sends headers before the body reaches Node.
  this.set('Content-Length', String(Buffer.byteLength(text)));
  this.end(text);
  return this;
}

/**
 * Replies to anything but GET and HEAD carry no ETag. RFC 9110 (9.3.4) forbids one on a successful
 * PUT unless it tags the stored representation, and ours are messages about a write, not the
 * resource. Express hashed every one anyway: the SHA-1 of each bid's reply was ~2% of the API's busy
 * time under bid load.
 */
export const writeRepliesWithoutEtag: RequestHandler = (request, response, next) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') response.json = jsonWithoutEtag;
  next();
};
