import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderWriter = { setHeader(name: string, value: string): void; removeHeader(name: string): void };

/**
 * The headers helmet sets with these options, asked of helmet once at start-up: they are the same on
 * every reply, and running its eleven middlewares on each request cost a few percent of the API's
 * CPU per bid (docs/performance.md, twenty-fourth round).
 */
function helmetHeaders(options?: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder: HeaderWriter = { setHeader: (name, value) => headers.set(name, value), removeHeader: (name) => headers.delete(name) };
  let finished = false;
  helmet(options)(undefined as never, recorder as never, () => {
    finished = true;
  });
  // helmet's middlewares are synchronous; were one not, its headers would be missing here.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/**
 * helmet()'s headers. A request over plain HTTP gets its policy without `upgrade-insecure-requests`:
 * a browser would fetch every script, style and photo of the page over HTTPS, which a server
 * reached at http://<address>:8080 does not speak, and the page would come up empty (browsers exempt
 * only localhost). HTTPS (TLS here, or a proxy's X-Forwarded-Proto under TRUST_PROXY) keeps it.
 */
export function securityHeaders(): RequestHandler {
  const overHttps = helmetHeaders();
  const overHttp = helmetHeaders({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  return (request, response, next) => {
    for (const [name, value] of request.secure ? overHttps : overHttp) response.setHeader(name, value);
    next();
  };
}
