import { Router } from 'express';
import type { Database } from '../../db/database.js';
import { originOf } from './request-origin.js';
import { sitemapOf } from './sitemap.js';

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
