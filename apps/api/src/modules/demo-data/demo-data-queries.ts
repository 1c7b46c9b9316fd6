import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { bids, categories, maxBids, products } from '../../db/schema.js';

/** No category and no product: an admin's own first category already makes it theirs. */
export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const [anyCategory] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  return !anyCategory && !anyProduct;
}

/** Two servers starting together on one database must not both seed; held until the transaction ends. */
export async function lockDemoSeeding(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bidhub:demo-data'))`);
}

export function insertCategories(db: Database, rows: (typeof categories.$inferInsert)[]) {
  return db.insert(categories).values(rows).returning({ id: categories.id, name: categories.name });
}

export function insertProducts(db: Database, rows: (typeof products.$inferInsert)[]) {
  return db.insert(products).values(rows).returning({ id: products.id, name: products.name });
}

export async function insertBids(db: Database, rows: (typeof bids.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(bids).values(rows);
}

export async function insertMaxBids(db: Database, rows: (typeof maxBids.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(maxBids).values(rows);
}
