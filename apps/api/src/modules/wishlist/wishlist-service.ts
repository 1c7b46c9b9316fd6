import { WISHLIST_LIMITS, type WishlistMergeResponse, type WishlistResponse } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { productNotFound, toProductView } from '../products/index.js';
import { deleteWatch, existingProductIds, insertWatchesWithinLimit, listWatchedProductViews } from './wishlist-queries.js';

const WATCHLIST_FULL = `Your watchlist holds at most ${WISHLIST_LIMITS.maxWatched} products: remove one to watch another`;

export function createWishlistService(db: Database, watchersChanged: () => void) {
  async function list(userId: string): Promise<WishlistResponse> {
    const now = new Date();
    const rows = await listWatchedProductViews(db, userId);
    return { success: true, products: rows.map((row) => toProductView(row, now)) };
  }

  return {
    list,

    async add(userId: string, productId: string): Promise<WishlistResponse> {
      const known = await existingProductIds(db, [productId]);
      if (!known.has(productId)) throw productNotFound();
      if (!(await insertWatchesWithinLimit(db, userId, [productId]))) throw AppError.conflict(WATCHLIST_FULL);
      watchersChanged();
      return list(userId);
    },

    /** Idempotent for a product that exists; a product that never did (or is gone) is a 404, as for add. */
    async remove(userId: string, productId: string): Promise<WishlistResponse> {
      if (await deleteWatch(db, userId, productId)) watchersChanged();
      else if (!(await existingProductIds(db, [productId])).has(productId)) throw productNotFound();
      return list(userId);
    },

    /**
     * A browser's saved items join the account; ids of products gone since are skipped and named (a
     * cart may hold deleted lots). When not one id names a product, it is the 404 of an unknown product;
     * when the new ones would not all fit on the list, the 409 of a full list, and none is added.
     */
    async merge(userId: string, productIds: readonly string[]): Promise<WishlistMergeResponse> {
      const unique = [...new Set(productIds)];
      const known = await existingProductIds(db, unique);
      if (unique.length > 0 && known.size === 0) throw productNotFound();
      if (!(await insertWatchesWithinLimit(db, userId, unique.filter((id) => known.has(id))))) throw AppError.conflict(WATCHLIST_FULL);
      watchersChanged();
      return { ...(await list(userId)), skipped: unique.filter((id) => !known.has(id)) };
    },
  };
}
