import type { Request } from 'express';

/** A Host header as hosts are written: a name or an address in brackets, and a port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address absolute URLs start with: PUBLIC_URL when the operator set it; else the one the
 * request came to (its scheme behind a proxy only when TRUST_PROXY says so), when its Host header
 * reads as a host: any other text a client sends there is not printed into pages and caches.
 */
export function originOf(request: Request, publicOrigin: string | undefined): string {
  if (publicOrigin !== undefined) return publicOrigin;
  const host = request.get('host');
  return `${request.protocol}://${host !== undefined && HOST.test(host) ? host : 'localhost'}`;
}
