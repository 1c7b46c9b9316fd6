import { and, eq, ne } from 'drizzle-orm';
import type { Database } from './database.js';
import { categoryFormerSlugs, productFormerSlugs } from './schema.js';

/**
 * Slugs a product or a category had before a rename: the old address still finds it, and nothing
 * else is given that address while it exists.
 */
export type FormerSlugs = typeof productFormerSlugs | typeof categoryFormerSlugs;

/** Whether this slug was another one's before a rename: it stays that one's address. */
export async function slugFormerlyOfAnother(db: Database, formerSlugs: FormerSlugs, slug: string, ownerId?: string): Promise<boolean> {
  const other = ownerId === undefined ? undefined : ne(formerSlugs.ownerId, ownerId);
  const [row] = await db.select({ slug: formerSlugs.slug }).from(formerSlugs).where(and(eq(formerSlugs.slug, slug), other)).limit(1);
  return row !== undefined;
}

/** A renamed one keeps its old slug as an address; a slug it takes back is its current one again. */
export async function keepFormerSlug(tx: Database, formerSlugs: FormerSlugs, ownerId: string, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  await tx.delete(formerSlugs).where(eq(formerSlugs.slug, newSlug));
  await tx.insert(formerSlugs).values({ slug: oldSlug, ownerId }).onConflictDoNothing();
}

/** Who had this slug before a rename, if anyone. */
export async function ownerOfFormerSlug(db: Database, formerSlugs: FormerSlugs, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ ownerId: formerSlugs.ownerId }).from(formerSlugs).where(eq(formerSlugs.slug, slug)).limit(1);
  return row?.ownerId;
}

/** Every former slug with its owner: for a cache that finds a category by any of its addresses. */
export async function listFormerSlugs(db: Database, formerSlugs: FormerSlugs): Promise<{ slug: string; ownerId: string }[]> {
  return db.select({ slug: formerSlugs.slug, ownerId: formerSlugs.ownerId }).from(formerSlugs);
}
