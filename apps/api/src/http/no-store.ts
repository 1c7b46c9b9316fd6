import type { RequestHandler } from 'express';

/**
 * Product replies carry serverTime, which a client's cached copy would keep stale: browsers store
 * none. A client that sends If-None-Match itself is answered 304 while the reply is unchanged
 * (replyEtag).
 */
export const noStoreOnGet: RequestHandler = (request, response, next) => {
  if (request.method === 'GET') response.set('Cache-Control', 'no-store');
  next();
};
