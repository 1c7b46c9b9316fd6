import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, products } from '../../db/schema.js';

export type CategoryRow = typeof categories.$inferSelect;

const sameNameAs = (name: string) => sql`lower(${categories.name}) = lower(${name})`;

/**
 * Sorted as a reader expects ('Éclairs' beside 'Eggs', not after 'Zebra'), which no engine's byte-order
 * collation does; the list is short and cached, so Node's ICU sorts it. Ties in base letters go by case.
 */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

export async function listCategories(db: Database): Promise<CategoryRow[]> {
  const rows = await db.select().from(categories);
  return rows.sort((a, b) => byName.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The category a product is about to point at, share-locked until the transaction ends so that a
 * concurrent delete-category waits and then sees the product instead of breaking the foreign key.
 */
export async function findCategoryForProduct(tx: Database, id: string): Promise<CategoryRow | undefined> {
  const [category] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1).for('key share');
  return category;
}

/** Locks the category against new products while it is deleted. */
export async function lockCategory(tx: Database, id: string): Promise<CategoryRow | undefined> {
  const [category] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1).for('update');
  return category;
}

/** Whether another category already has this name in any letter case. */
export async function categoryNameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId === undefined ? sameNameAs(name) : and(sameNameAs(name), ne(categories.id, exceptId)))
    .limit(1);
  return taken !== undefined;
}

/** Inserts unless the name or the slug is taken; undefined when one was. */
export async function insertCategory(db: Database, category: { name: string; slug: string }): Promise<CategoryRow | undefined> {
  const [created] = await db.insert(categories).values(category).onConflictDoNothing().returning();
  return created;
}

export async function updateCategory(db: Database, id: string, changes: { name: string; slug: string }): Promise<CategoryRow | undefined> {
  const [updated] = await db
    .update(categories)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return updated;
}

export async function deleteCategory(db: Database, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function countProductsInCategory(db: Database, categoryId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.total ?? 0;
}
