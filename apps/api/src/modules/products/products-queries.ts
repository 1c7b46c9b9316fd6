import type { ProductSort, StatusFilter } from '@bidhub/contracts';
import { and, asc, between, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import { categories, products } from '../../db/schema.js';
import type { ListCursor } from './list-cursor.js';

/** Every product column a reply needs, the category embedded; never the search document or photo bytes. */
const productViewColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  price: products.price,
  startingPrice: products.startingPrice,
  endtime: products.endtime,
  winner: products.winner,
  bidCount: products.bidCount,
  watchers: products.watcherCount,
  photoVersion: products.photoVersion,
  createdBy: products.createdBy,
  winnerId: products.winnerId,
  reservePrice: products.reservePrice,
  buyNowPrice: products.buyNowPrice,
  closedAt: products.closedAt,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

/** A product as read for replies; also carries createdBy and winnerId, which rules need: replies never show winnerId, and createdBy only to admins. */
export interface ProductViewRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  startingPrice: number;
  endtime: Date;
  winner: string;
  bidCount: number;
  watchers: number;
  photoVersion: string | null;
  createdBy: string | null;
  winnerId: string | null;
  /** Shown only to admins (see toProductView). */
  reservePrice: number | null;
  buyNowPrice: number | null;
  /** When the closer settled the ended auction; a bid that reaches a closed row is refused. */
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  category: { id: string; name: string; slug: string };
}

/** The base query for product replies: add where, order and limit. */
export function selectProductViews(db: Database) {
  return db.select(productViewColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));
}

/** Read for every ledger view and every live stream opened: prepared, as the product page's read is. */
const productViewById = preparedPerDatabase((db) =>
  selectProductViews(db).where(eq(products.id, sql.placeholder('id'))).limit(1).prepare('product_view_by_id'),
);

export async function findProductViewById(db: Database, id: string): Promise<ProductViewRow | undefined> {
  const [row] = await productViewById(db).execute({ id });
  return row;
}

export interface ProductFilter {
  /** Empty or absent: every category. */
  categoryIds?: readonly string[];
  /** Inclusive [min, max] in rupees. */
  priceRange?: readonly [number, number];
  /** Absent or 'all': open and ended auctions alike. */
  status?: StatusFilter;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

/** Open means the end time is still ahead of `now`, as isAuctionOpen decides for replies. */
function statusCondition(status: StatusFilter | undefined, now: Date): SQL | undefined {
  if (status === 'open') return gt(products.endtime, now);
  if (status === 'closed') return lte(products.endtime, now);
  return undefined;
}

export function filterCondition({ categoryIds, priceRange, status }: ProductFilter, now: Date): SQL | undefined {
  return and(
    categoryIds && categoryIds.length > 0 ? inArray(products.categoryId, [...categoryIds]) : undefined,
    priceRange ? between(products.price, priceRange[0], priceRange[1]) : undefined,
    statusCondition(status, now),
  );
}

/**
 * Newest first; the id breaks ties so that pages never repeat or skip a product. Spelled exactly as
 * the created_at indexes are (DESC NULLS LAST): plain DESC means NULLS FIRST, and the planner would
 * then sort every row instead of reading the index.
 */
const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`] as const;

/**
 * One index order per sort (migration 0003: (column, id) and (category_id, column, id), read
 * forwards or backwards); the id keeps pages stable among equal values.
 */
export const sortOrders: Record<Exclude<ProductSort, 'ending-soon'>, readonly SQL[]> = {
  newest: newestFirst,
  'price-asc': [asc(products.price), asc(products.id)],
  'price-desc': [desc(products.price), desc(products.id)],
  'most-bids': [desc(products.bidCount), desc(products.id)],
};
const endingFirst = [asc(products.endtime), asc(products.id)] as const;
const lastEndedFirst = [desc(products.endtime), desc(products.id)] as const;

/** The column each sort orders by and whether it runs upwards; ending-soon's ended part runs down. */
const sortKeys = {
  newest: { column: products.createdAt, ascending: false },
  'price-asc': { column: products.price, ascending: true },
  'price-desc': { column: products.price, ascending: false },
  'most-bids': { column: products.bidCount, ascending: false },
  'ending-soon': { column: products.endtime, ascending: true },
} as const;

/** Rows after the cursor in the index order: a row comparison the (column, id) btree reads as a range. */
function afterCursor(sort: ProductSort, cursor: ListCursor | undefined, ascending = sortKeys[sort].ascending): SQL | undefined {
  if (!cursor) return undefined;
  const row = sql`(${sortKeys[sort].column}, ${products.id})`;
  return ascending ? sql`${row} > (${cursor.value}, ${cursor.id})` : sql`${row} < (${cursor.value}, ${cursor.id})`;
}

/** The sort value of a product as PostgreSQL prints it (microseconds included), for the next cursor. */
export async function sortValueOf(db: Database, sort: ProductSort, id: string): Promise<string | undefined> {
  const [row] = await db.select({ value: sql<string>`${sortKeys[sort].column}::text` }).from(products).where(eq(products.id, id));
  return row?.value;
}

/** What a page reads: the filter's rows after the cursor (`after`), in one sort's index order. */
interface PageQuery {
  filter: ProductFilter;
  after: SQL | undefined;
  order: readonly SQL[];
  sort: ProductSort;
}

/** The filter's categories, each once: a category sent twice lists its products once. */
const distinctCategories = ({ categoryIds }: ProductFilter) => [...new Set(categoryIds ?? [])];

/**
 * The ids of a page over several categories, merged from each category's own first offset+limit
 * rows (the merged list's first offset+limit rows are among them), each read through its
 * (category_id, column, id) index. One read of the (column, id) index filtered to the categories
 * steps over every row of the others ahead of them; the bench catalog's bid counts follow the
 * category, and most-bids over two categories discarded 40,013 rows for a page (200-700 ms at 1M).
 * The lateral rows are named "products" so that the sort's own ORDER BY merges them, ties by id as
 * everywhere; the outer query reads just the page's rows by primary key.
 */
function pageIdsAcrossCategories(db: Database, categoryIds: string[], { filter, after, order, sort }: PageQuery, { offset, limit }: PageWindow, now: Date): SQL {
  const perCategory = db
    .select({ id: products.id, key: sortKeys[sort].column })
    .from(products)
    .where(and(sql`${products.categoryId} = wanted.category_id`, filterCondition({ ...filter, categoryIds: undefined }, now), after))
    .orderBy(...order)
    .limit(offset + limit);
  const wanted = sql.join(categoryIds.map((id) => sql`${id}`), sql`, `);
  return sql`array(select products.id from unnest(array[${wanted}]::uuid[]) as wanted(category_id)
    cross join lateral (${perCategory}) as products order by ${sql.join([...order], sql`, `)} limit ${limit} offset ${offset})`;
}

/** One range read of the sort's index, with or within one category; several categories are merged (above). */
function selectPage(db: Database, query: PageQuery, window: PageWindow, now: Date) {
  const categoryIds = distinctCategories(query.filter);
  if (categoryIds.length > 1) {
    const ids = pageIdsAcrossCategories(db, categoryIds, query, window, now);
    return selectProductViews(db).where(sql`${products.id} = any(${ids})`).orderBy(...query.order).limit(window.limit);
  }
  return selectProductViews(db)
    .where(and(filterCondition(query.filter, now), query.after))
    .orderBy(...query.order)
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * Open auctions by end time, then ended ones, most recently ended first: two index range reads
 * (endtime > now ascending, endtime <= now descending) rather than one sort of every row. The
 * ended part is read only when the open part does not fill the page.
 */
async function listEndingSoon(db: Database, filter: ProductFilter, window: PageWindow, now: Date, cursor?: ListCursor): Promise<ProductViewRow[]> {
  const wantsOpen = filter.status !== 'closed' && cursor?.phase !== 'closed';
  const openQuery = { filter: { ...filter, status: 'open' as const }, after: afterCursor('ending-soon', cursor), order: endingFirst, sort: 'ending-soon' as const };
  const opened = wantsOpen ? await selectPage(db, openQuery, window, now) : [];
  if (filter.status === 'open' || opened.length === window.limit) return opened;
  // A page counted by offset skips as many ended rows as the open part had left over; a cursor knows where it is.
  const openCount = wantsOpen && !cursor ? await countProducts(db, { ...filter, status: 'open' }, now) : 0;
  const closedWindow = { offset: Math.max(0, window.offset - openCount), limit: window.limit - opened.length };
  const closedCursor = cursor?.phase === 'closed' ? afterCursor('ending-soon', cursor, false) : undefined;
  const closedQuery = { filter: { ...filter, status: 'closed' as const }, after: closedCursor, order: lastEndedFirst, sort: 'ending-soon' as const };
  const ended = await selectPage(db, closedQuery, closedWindow, now);
  return [...opened, ...ended];
}

/** A page by offset (`window.offset`) or, given a cursor, the rows after it (offset 0). */
export async function listProductViews(
  db: Database,
  filter: ProductFilter,
  sort: ProductSort,
  window: PageWindow,
  now: Date,
  cursor?: ListCursor,
): Promise<ProductViewRow[]> {
  if (sort === 'ending-soon') return listEndingSoon(db, filter, window, now, cursor);
  return selectPage(db, { filter, after: afterCursor(sort, cursor), order: sortOrders[sort], sort }, window, now);
}

export async function countProducts(db: Database, filter: ProductFilter = {}, now = new Date()): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(filterCondition(filter, now));
  return row?.total ?? 0;
}

/**
 * The first end time after `now` among the filter's products, whatever their status: when the
 * count of its open (or ended) products next changes without a write. Null when none is ahead.
 */
export async function nextEndtimeAfter(db: Database, filter: ProductFilter, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ next: sql<Date | string | null>`min(${products.endtime})` })
    .from(products)
    .where(filterCondition({ ...filter, status: 'open' }, now));
  return row?.next ? new Date(row.next) : null;
}

/**
 * The product page's read, the catalog's one reply read afresh on every request (lists are cached),
 * so prepared: planning its join cost more than reading the row (performance.md, twentieth round).
 */
const productViewBySlug = preparedPerDatabase((db) =>
  selectProductViews(db).where(eq(products.slug, sql.placeholder('slug'))).limit(1).prepare('product_view_by_slug'),
);

export async function findProductViewBySlug(db: Database, slug: string): Promise<ProductViewRow | undefined> {
  const [row] = await productViewBySlug(db).execute({ slug });
  return row;
}

/** Whether a product with this id exists: for routes that must tell an unknown product from other refusals. */
export async function productExists(db: Database, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  return row !== undefined;
}
