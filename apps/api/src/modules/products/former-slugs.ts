import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { productFormerSlugs } from '../../db/schema.js';

/** Whether this slug was another product's before a rename: it stays that lot's address. */
export async function slugFormerlyOfAnother(db: Database, slug: string, productId?: string): Promise<boolean> {
  const owner = productId === undefined ? undefined : ne(productFormerSlugs.productId, productId);
  const [row] = await db
    .select({ slug: productFormerSlugs.slug })
    .from(productFormerSlugs)
    .where(and(eq(productFormerSlugs.slug, slug), owner))
    .limit(1);
  return row !== undefined;
}

/** A renamed lot keeps its old slug as an address; a slug it takes back is its current one again. */
export async function keepFormerSlug(tx: Database, productId: string, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  await tx.delete(productFormerSlugs).where(eq(productFormerSlugs.slug, newSlug));
  await tx.insert(productFormerSlugs).values({ slug: oldSlug, productId }).onConflictDoNothing();
}

/** The product that had this slug before a rename, if any. */
export async function productIdOfFormerSlug(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ productId: productFormerSlugs.productId }).from(productFormerSlugs).where(eq(productFormerSlugs.slug, slug)).limit(1);
  return row?.productId;
}
