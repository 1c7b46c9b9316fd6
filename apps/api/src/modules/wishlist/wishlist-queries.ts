import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { WISHLIST_LIMITS } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { products, watchlistItems } from '../../db/schema.js';
import { selectProductViews, type ProductViewRow } from '../products/index.js';

/** Current product rows on the account's watchlist, most recently watched first. */
export async function listWatchedProductViews(db: Database, userId: string): Promise<ProductViewRow[]> {
  return selectProductViews(db)
    .innerJoin(watchlistItems, and(eq(watchlistItems.productId, products.id), eq(watchlistItems.userId, userId)))
    .orderBy(desc(watchlistItems.createdAt), desc(products.id))
    .limit(WISHLIST_LIMITS.maxWatched);
}

/** The ids among these that name a product. */
export async function existingProductIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Adds watches unless the list would then hold more than maxWatched, and says whether it did; ones
 * already there stay as they were, so adding twice changes nothing. The account's lock makes two
 * adds at once count one after the other.
 */
export async function insertWatchesWithinLimit(db: Database, userId: string, productIds: readonly string[]): Promise<boolean> {
  if (productIds.length === 0) return true;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bidhub:watchlist:${userId}`}))`);
    const [others] = await tx
      .select({ watched: count() })
      .from(watchlistItems)
      .where(and(eq(watchlistItems.userId, userId), notInArray(watchlistItems.productId, [...productIds])));
    if ((others?.watched ?? 0) + productIds.length > WISHLIST_LIMITS.maxWatched) return false;
    // A millisecond apart, in the order given: a merged browser cart keeps the order its lots were
    // added in, where one moment for all left it to their ids (outside audit E1).
    const first = Date.now() - productIds.length;
    await tx
      .insert(watchlistItems)
      .values(productIds.map((productId, index) => ({ userId, productId, createdAt: new Date(first + index) })))
      .onConflictDoNothing();
    return true;
  });
}

/** Whether there was a watch to delete. */
export async function deleteWatch(db: Database, userId: string, productId: string): Promise<boolean> {
  const deleted = await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.productId, productId)))
    .returning({ productId: watchlistItems.productId });
  return deleted.length > 0;
}
