import { Router, type Request } from 'express';
import type { Database } from '../../db/database.js';
import { sitemapOf } from './sitemap.js';

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

/** /robots.txt and /sitemap.xml: crawlers may read the shop, not the API or the account pages. */
export function createSiteRouter(db: Database, publicOrigin: string | undefined): Router {
  const router = Router();

  router.get('/robots.txt', (request, response) => {
    const lines = ['User-agent: *', 'Disallow: /api/', 'Disallow: /dashboard/', 'Disallow: /cart', 'Allow: /', '', `Sitemap: ${originOf(request, publicOrigin)}/sitemap.xml`, ''];
    response.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  router.get('/sitemap.xml', async (request, response) => {
    const xml = await sitemapOf(db, originOf(request, publicOrigin));
    response.type('application/xml').set('Cache-Control', 'public, max-age=300').send(xml);
  });

  return router;
}
