import type { RequestHandler } from 'express';

/**
 * A '%' that does not start an escape ('/search/100%', '/search/50%off') cannot be percent-decoded,
 * and Express would refuse the whole path. Clients that build URLs by hand send such keywords, and
 * they mean the sign itself: read it as '%25'. Only the path is touched; the query parser copes.
 */
export const readLonePercentSignsLiterally: RequestHandler = (request, _response, next) => {
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const readable = path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  if (readable !== path) request.url = readable + (queryStart === -1 ? '' : request.url.slice(queryStart));
  next();
};
