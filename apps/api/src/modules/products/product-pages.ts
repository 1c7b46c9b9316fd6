import type { ProductSort } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { filterKey } from './count-cache.js';
import { decodeCursor, encodeCursor, filtersFingerprint } from './list-cursor.js';
import { isAuctionOpen, pageWindow } from './product-rules.js';
import { toProductView } from './product-view.js';
import { listProductViews, sortValueOf, type ProductFilter, type ProductViewRow } from './products-queries.js';

export const toProductViews = (rows: ProductViewRow[], now = new Date()) => rows.map((row) => toProductView(row, now));

/** The cursor after a page's last row, read when a row beyond the page showed there is more. */
async function nextCursorAfter(db: Database, rows: ProductViewRow[], sort: ProductSort, filters: string, more: boolean, now: Date): Promise<string | null> {
  const last = rows.at(-1);
  if (!last || !more) return null;
  const value = await sortValueOf(db, sort, last.id);
  if (value === undefined) return null;
  const phase = sort === 'ending-soon' ? (isAuctionOpen(last.endtime, now) ? 'open' : 'closed') : undefined;
  return encodeCursor({ sort, value, id: last.id, phase, filters });
}

/**
 * A page of a list by offset or by cursor, with its total and the cursor of the page after it;
 * pages and totals come from the catalog's caches, which every catalog change empties.
 */
export function createProductPager(db: Database, { counts, pages }: Pick<AppContext['catalog'], 'counts' | 'pages'>) {
  return async function keysetPage(filter: ProductFilter, wanted: ProductSort | undefined, page: number, pageSize: number, cursorText?: string) {
    const sort = wanted ?? 'newest';
    const filters = filtersFingerprint(filterKey(filter));
    const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText, sort, filters);
    const now = new Date();
    const window = cursor ? { offset: 0, limit: pageSize } : pageWindow(page, pageSize);
    const load = async () => {
      // One row beyond the page tells whether another page follows: a full last page has none.
      const withNext = await listProductViews(db, filter, sort, { ...window, limit: window.limit + 1 }, now, cursor);
      const rows = withNext.slice(0, window.limit);
      return { rows, nextCursor: await nextCursorAfter(db, rows, sort, filters, withNext.length > rows.length, now) };
    };
    const [listed, total] = await Promise.all([pages.page({ filter, sort, window, cursor: cursorText }, load, now), counts.count(filter, now)]);
    return { products: toProductViews(listed.rows, now), total, nextCursor: listed.nextCursor };
  };
}
