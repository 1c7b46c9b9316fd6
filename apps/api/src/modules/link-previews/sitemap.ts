import type { Database } from '../../db/database.js';
import { escapeHtml } from './html-escape.js';
import { listOpenAuctionSlugs } from './site-queries.js';

/** /sitemap.xml: the catalog's page and every open auction's, under `origin`. */
export async function sitemapOf(db: Database, origin: string): Promise<string> {
  const auctions = await listOpenAuctionSlugs(db, new Date());
  // The catalog's own address: '/' only redirects there, and a sitemap should name pages, not redirects.
  const urls = [`  <url><loc>${escapeHtml(`${origin}/home`)}</loc></url>`].concat(
    auctions.map(
      ({ slug, updatedAt }) =>
        `  <url><loc>${escapeHtml(`${origin}/product/${encodeURIComponent(slug)}`)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
