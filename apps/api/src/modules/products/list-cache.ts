import type { ProductSort } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { createReadCache } from '../../db/read-cache.js';
import type { LiveBus } from '../../live/live-bus.js';
import { filterKey, filtersByStatus } from './count-cache.js';
import { nextEndtimeAfter, type PageWindow, type ProductFilter, type ProductViewRow } from './products-queries.js';

/** A list page as read from the database; views (with serverTime and status) are made per reply. */
export interface ListedPage {
  rows: ProductViewRow[];
  nextCursor: string | null;
}

/** Which page of which list: equal requests share one entry. */
export interface PageRequest {
  filter: ProductFilter;
  sort: ProductSort;
  window: PageWindow;
  cursor: string | undefined;
}

/** A page holds up to 100 products (~1 KB each): at most ~20 MB however many filters are asked for. */
const MAX_PAGES = 200;
const LIFETIME_MS = 60_000;

/**
 * The pages of the product lists, the site's most read replies. Kept, like the counts
 * (count-cache.ts), until any product or category write, accepted bid, buy-now or watchlist change, in
 * this process at once and in the others through the live bus; and only until the next auction of
 * the filter ends, which moves it between open and ended (and in the 'ending soon' order) without
 * a write.
 */
export function createListCache(db: Database, liveBus: LiveBus) {
  const cache = createReadCache<ListedPage>({ maxEntries: MAX_PAGES, lifetimeMs: LIFETIME_MS });
  // Every change: a listed product carries its category's name and slug, so a renamed category
  // changes the pages too.
  liveBus.onCatalogChange(() => cache.forget());
  return {
    page({ filter, sort, window, cursor }: PageRequest, load: () => Promise<ListedPage>, now: Date): Promise<ListedPage> {
      const key = JSON.stringify([filterKey(filter), sort, window.offset, window.limit, cursor ?? null]);
      // Otherwise the rows do not depend on the time: status is worked out per reply.
      const endMatters = filtersByStatus(filter) || sort === 'ending-soon';
      const loadUntilNextEnd = async () => {
        const [value, nextEnd] = await Promise.all([load(), endMatters ? nextEndtimeAfter(db, filter, now) : null]);
        return { value, validUntil: nextEnd?.getTime() };
      };
      return cache.read(key, loadUntilNextEnd, now.getTime());
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;
