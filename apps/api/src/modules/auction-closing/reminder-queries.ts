import { and, asc, eq, exists, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { auctionReminders, products, watchlistItems } from '../../db/schema.js';
import { usersByProduct } from './closing-queries.js';

export interface EndingAuctionRow {
  id: string;
  name: string;
  slug: string;
  price: number;
  winnerId: string | null;
  createdBy: string | null;
}

/**
 * Claims up to `limit` open auctions that end within `withinMinutes` and were not reminded of yet.
 * Two processes claiming the same auction insert one row: the other's ON CONFLICT skips it, so each
 * reminder goes out once. The database clock decides, as it does for closing.
 */
export async function claimEndingAuctions(db: Database, limit: number, withinMinutes: number): Promise<EndingAuctionRow[]> {
  const claimed = await db
    .insert(auctionReminders)
    .select((qb) =>
      qb
        .select({ productId: products.id, sentAt: sql`now()`.as('sent_at') })
        .from(products)
        .where(
          and(
            isNull(products.closedAt),
            gt(products.endtime, sql`now()`),
            lte(products.endtime, sql`now() + make_interval(mins => ${withinMinutes})`),
            notExists(qb.select({ one: sql`1` }).from(auctionReminders).where(eq(auctionReminders.productId, products.id))),
          ),
        )
        .orderBy(asc(products.endtime))
        .limit(limit),
    )
    .onConflictDoNothing()
    .returning({ productId: auctionReminders.productId });
  if (claimed.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name, slug: products.slug, price: products.price, winnerId: products.winnerId, createdBy: products.createdBy })
    .from(products)
    .where(
      inArray(
        products.id,
        claimed.map((row) => row.productId),
      ),
    );
}

/**
 * Forgets the reminder of an auction whose end an admin moved beyond the reminder window, so it is
 * reminded again when it enters its new last hour. A soft-close extension never gets that far.
 */
export async function rearmReminderOfMovedEnd(db: Database, productId: string, withinMinutes: number): Promise<void> {
  await db.delete(auctionReminders).where(
    and(
      eq(auctionReminders.productId, productId),
      exists(
        db
          .select({ one: sql`1` })
          .from(products)
          .where(and(eq(products.id, productId), gt(products.endtime, sql`now() + make_interval(mins => ${withinMinutes})`))),
      ),
    ),
  );
}

/**
 * An auction listed to end within the reminder window never enters its last hour: everyone who bids
 * on it or watches it knows that it ends soon. Its reminder is marked done at listing, so nobody is
 * told; an admin moving its end beyond the window rearms it (above).
 */
export async function settleReminderOfShortListing(db: Database, productId: string, withinMinutes: number): Promise<void> {
  await db
    .insert(auctionReminders)
    .select((qb) =>
      qb
        .select({ productId: products.id, sentAt: sql`now()`.as('sent_at') })
        .from(products)
        .where(and(eq(products.id, productId), lte(products.endtime, sql`now() + make_interval(mins => ${withinMinutes})`))),
    )
    .onConflictDoNothing();
}

/** The accounts watching each of these products. */
export async function findWatcherIds(db: Database, productIds: readonly string[]): Promise<Map<string, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: watchlistItems.productId, userId: watchlistItems.userId })
    .from(watchlistItems)
    .where(inArray(watchlistItems.productId, [...productIds]));
  return usersByProduct(rows);
}
