import { and, between, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { selectProductViews, type ProductViewRow } from './product-view.js';

export type NewProductRow = typeof products.$inferInsert;

export interface ProductFilter {
  /** Empty or absent: every category. */
  categoryIds?: readonly string[];
  /** Inclusive [min, max] in rupees. */
  priceRange?: readonly [number, number];
}

export interface PageWindow {
  offset: number;
  limit: number;
}

function filterCondition({ categoryIds, priceRange }: ProductFilter): SQL | undefined {
  return and(
    categoryIds && categoryIds.length > 0 ? inArray(products.categoryId, [...categoryIds]) : undefined,
    priceRange ? between(products.price, priceRange[0], priceRange[1]) : undefined,
  );
}

/**
 * Newest first; the id breaks ties so that pages never repeat or skip a product. Spelled exactly as
 * the created_at indexes are (DESC NULLS LAST): plain DESC means NULLS FIRST, and the planner would
 * then sort every row instead of reading the index.
 */
const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`] as const;

export async function listProductViews(db: Database, filter: ProductFilter, { offset, limit }: PageWindow): Promise<ProductViewRow[]> {
  return selectProductViews(db)
    .where(filterCondition(filter))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Database, filter: ProductFilter = {}): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(filterCondition(filter));
  return row?.total ?? 0;
}

export async function findProductViewBySlug(db: Database, slug: string): Promise<ProductViewRow | undefined> {
  const [row] = await selectProductViews(db).where(eq(products.slug, slug)).limit(1);
  return row;
}

/**
 * How close a word of a name must be to the keyword for a trigram match. pg_trgm's default of 0.6
 * misses a dropped letter in a short word ('camra' is 0.5 from 'camera'); the ranking keeps the
 * looser matches below the close ones.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * Full-text matches (name weighted A over description B, in the generated search_document) or
 * names that contain a word close to the keyword (trigram word similarity, so that a typo still
 * finds the product). Both conditions use a GIN index. The keyword is only ever a bound parameter
 * and goes through websearch_to_tsquery, which accepts any text, never to_tsquery's syntax.
 */
export async function searchProductViews(db: Database, keyword: string, limit: number): Promise<ProductViewRow[]> {
  const query = sql`websearch_to_tsquery('english', ${keyword})`;
  const relevance = sql`ts_rank(${products.searchDocument}, ${query}) + word_similarity(${keyword}, ${products.name})`;
  return db.transaction(async (tx) => {
    // Transaction-local, so that no pooled connection keeps the looser threshold.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    return selectProductViews(tx)
      .where(or(sql`${products.searchDocument} @@ ${query}`, sql`${keyword} <% ${products.name}`))
      .orderBy(desc(relevance), ...newestFirst)
      .limit(limit);
  });
}

/** Inserts unless the slug is taken; the new id, or undefined when it was. */
export async function insertProduct(db: Database, product: NewProductRow): Promise<string | undefined> {
  const [created] = await db.insert(products).values(product).onConflictDoNothing({ target: products.slug }).returning({ id: products.id });
  return created?.id;
}

/** The columns an update decides on, the row locked so that no bid lands between the check and the write. */
export async function lockProductForUpdate(tx: Database, id: string) {
  const [row] = await tx
    .select({ id: products.id, name: products.name, slug: products.slug, price: products.price, bidCount: products.bidCount })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

export type ProductChanges = Partial<Pick<NewProductRow, 'name' | 'slug' | 'description' | 'price' | 'startingPrice' | 'endtime' | 'categoryId' | 'reservePrice' | 'buyNowPrice'>>;

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
