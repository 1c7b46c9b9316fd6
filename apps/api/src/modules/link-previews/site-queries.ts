import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';

/** The sitemap lists at most this many open auctions, those ending soonest: one bounded index scan. */
export const MAX_SITEMAP_AUCTIONS = 5000;

export async function listOpenAuctionSlugs(db: Database, now: Date) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(gt(products.endtime, now))
    .orderBy(asc(products.endtime))
    .limit(MAX_SITEMAP_AUCTIONS);
}
