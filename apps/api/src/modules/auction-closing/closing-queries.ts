import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { bids, products } from '../../db/schema.js';

export interface DueAuctionRow {
  id: string;
  name: string;
  slug: string;
  price: number;
  winner: string;
  winnerId: string | null;
  createdBy: string | null;
  reservePrice: number | null;
  bidCount: number;
  endtime: Date;
}

/**
 * Locks ended, unsettled auctions for this transaction. SKIP LOCKED lets several API processes run
 * the closer at once: each takes other rows, and a row a bid holds is taken on a later tick. The
 * database clock decides, with a grace second so a bid decided on a slightly later app clock is in.
 */
export async function claimDueAuctions(db: Database, limit: number, graceSeconds: number): Promise<DueAuctionRow[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      price: products.price,
      winner: products.winner,
      winnerId: products.winnerId,
      createdBy: products.createdBy,
      reservePrice: products.reservePrice,
      bidCount: products.bidCount,
      endtime: products.endtime,
    })
    .from(products)
    .where(and(isNull(products.closedAt), lte(products.endtime, sql`now() - make_interval(secs => ${graceSeconds})`)))
    .orderBy(asc(products.endtime))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Everyone who has a row in the auction's ledger: plain bids, automatic bids, a Buy It Now. */
export async function findBidderIds(db: Database, productIds: readonly string[]): Promise<Map<string, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ productId: bids.productId, userId: bids.bidderId })
    .from(bids)
    .where(inArray(bids.productId, [...productIds]));
  return usersByProduct(rows);
}

/** Rows of (product, user) as each product's list of users. */
export function usersByProduct(rows: readonly { productId: string; userId: string }[]): Map<string, string[]> {
  const byProduct = new Map<string, string[]>();
  for (const row of rows) {
    const users = byProduct.get(row.productId);
    if (users) users.push(row.userId);
    else byProduct.set(row.productId, [row.userId]);
  }
  return byProduct;
}

export async function markClosed(db: Database, productIds: readonly string[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await db.update(products).set({ closedAt: now }).where(inArray(products.id, [...productIds]));
}
