import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { bids, products } from '../../db/schema.js';

export type NewProductRow = typeof products.$inferInsert;

/** Inserts unless the slug is taken; the new id, or undefined when it was. */
export async function insertProduct(db: Database, product: NewProductRow): Promise<string | undefined> {
  const [created] = await db.insert(products).values(product).onConflictDoNothing({ target: products.slug }).returning({ id: products.id });
  return created?.id;
}

/** The columns an update decides on, the row locked so that no bid lands between the check and the write. */
export async function lockProductForUpdate(tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      categoryId: products.categoryId,
      price: products.price,
      startingPrice: products.startingPrice,
      bidCount: products.bidCount,
      endtime: products.endtime,
      scheduledEnd: products.scheduledEnd,
      reservePrice: products.reservePrice,
      buyNowPrice: products.buyNowPrice,
      winnerId: products.winnerId,
      closedAt: products.closedAt,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) return undefined;
  // A statement of its own, after the lock: under READ COMMITTED a subquery of the locking statement
  // reads as of before its wait for the lock, and missed a bid that committed meanwhile.
  const [last] = await tx.select({ createdAt: bids.createdAt }).from(bids).where(eq(bids.productId, id)).orderBy(desc(bids.sequence)).limit(1);
  return { ...row, lastBidAt: last?.createdAt ?? null };
}

/** When each bid that came after `since` was placed: the bids that may have extended the end. */
export async function findBidTimesAfter(tx: Database, id: string, since: Date): Promise<Date[]> {
  const rows = await tx.select({ createdAt: bids.createdAt }).from(bids).where(and(eq(bids.productId, id), gt(bids.createdAt, since)));
  return rows.map((row) => row.createdAt);
}

export type ProductChanges = Partial<
  Pick<NewProductRow, 'name' | 'slug' | 'description' | 'price' | 'startingPrice' | 'endtime' | 'scheduledEnd' | 'categoryId' | 'reservePrice' | 'buyNowPrice' | 'closedAt'>
>;

export async function updateProduct(db: Database, id: string, changes: ProductChanges): Promise<string | undefined> {
  const [updated] = await db
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return updated?.id;
}

/** Photos and bids go with the product (ON DELETE CASCADE). */
export async function deleteProduct(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}
