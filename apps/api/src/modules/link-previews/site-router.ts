import { Router, type Request } from 'express';
import type { Database } from '../../db/database.js';
import { escapeHtml } from './html-escape.js';
import { listOpenAuctionSlugs } from './site-queries.js';

/** The address clients reached us at (behind a proxy only when TRUST_PROXY says so). */
export const originOf = (request: Request) => `${request.protocol}://${request.get('host') ?? 'localhost'}`;

/** /robots.txt and /sitemap.xml: crawlers may read the shop, not the API or the account pages. */
export function createSiteRouter(db: Database): Router {
  const router = Router();

  router.get('/robots.txt', (request, response) => {
    const lines = ['User-agent: *', 'Disallow: /api/', 'Disallow: /dashboard/', 'Disallow: /cart', 'Allow: /', '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''];
    response.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  router.get('/sitemap.xml', async (request, response) => {
    const origin = originOf(request);
    const auctions = await listOpenAuctionSlugs(db, new Date());
    // The catalog's own address: '/' only redirects there, and a sitemap should name pages, not redirects.
    const urls = [`  <url><loc>${escapeHtml(`${origin}/home`)}</loc></url>`].concat(
      auctions.map(
        ({ slug, updatedAt }) =>
          `  <url><loc>${escapeHtml(`${origin}/product/${encodeURIComponent(slug)}`)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`,
      ),
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    response.type('application/xml').set('Cache-Control', 'public, max-age=300').send(xml);
  });

  return router;
}
