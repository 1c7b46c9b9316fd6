import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products, watchlistItems } from '../../db/schema.js';
import { selectProductViews, type ProductViewRow } from '../products/product-view.js';

/** Watched products read back per request; far more than a person follows, and a bounded reply. */
export const MAX_WISHLIST_READ = 500;

/** Current product rows on the account's watchlist, most recently watched first. */
export async function listWatchedProductViews(db: Database, userId: string): Promise<ProductViewRow[]> {
  return selectProductViews(db)
    .innerJoin(watchlistItems, and(eq(watchlistItems.productId, products.id), eq(watchlistItems.userId, userId)))
    .orderBy(desc(watchlistItems.createdAt), desc(products.id))
    .limit(MAX_WISHLIST_READ);
}

/** The ids among these that name a product. */
export async function existingProductIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Adds watches; ones already there stay as they were, so adding twice changes nothing. */
export async function insertWatches(db: Database, userId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(watchlistItems)
    .values(productIds.map((productId) => ({ userId, productId })))
    .onConflictDoNothing();
}

/** Whether there was a watch to delete. */
export async function deleteWatch(db: Database, userId: string, productId: string): Promise<boolean> {
  const deleted = await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.productId, productId)))
    .returning({ productId: watchlistItems.productId });
  return deleted.length > 0;
}
