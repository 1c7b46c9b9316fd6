import type { RequestHandler } from 'express';
import helmet from 'helmet';

type HeaderWriter = { setHeader(name: string, value: string): void; removeHeader(name: string): void };

/**
 * The headers helmet() sets, asked of helmet once at start-up: with its default options they are
 * the same on every reply, and running its eleven middlewares on each request cost a few percent of
 * the API's CPU per bid (docs/performance.md, twenty-fourth round).
 */
function helmetHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const recorder: HeaderWriter = { setHeader: (name, value) => headers.set(name, value), removeHeader: (name) => headers.delete(name) };
  let finished = false;
  helmet()(undefined as never, recorder as never, () => {
    finished = true;
  });
  // helmet's middlewares are synchronous; were one not, its headers would be missing here.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

export function securityHeaders(): RequestHandler {
  const headers = helmetHeaders();
  return (_request, response, next) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}
