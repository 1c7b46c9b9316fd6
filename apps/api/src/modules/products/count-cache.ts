import type { Database } from '../../db/database.js';
import { createReadCache } from '../../db/read-cache.js';
import type { LiveBus } from '../../live/live-bus.js';
import { countProducts, nextEndtimeAfter, type ProductFilter } from './products-queries.js';

const MAX_FILTERS = 1000;
const LIFETIME_MS = 60_000;

/** Equal filters get one key: categories sorted and unique, no status meaning 'all'. */
export function filterKey({ categoryIds = [], priceRange, status = 'all' }: ProductFilter): string {
  const categories = [...new Set(categoryIds)].sort().join(',');
  return JSON.stringify([categories, priceRange ?? null, status]);
}

/** Open or ended only: an auction ending moves products in or out of the filter without a write. */
export const filtersByStatus = ({ status }: ProductFilter) => status === 'open' || status === 'closed';

/**
 * The total of a list filter, which every list page shows and which costs a count of the whole
 * filter. Kept per filter until any product write, accepted bid (price, bid count and end time
 * move) or buy-now: in this process at once, in other processes through the live bus
 * (as categories-cache.ts explains). A count by status also holds only until the next auction of
 * the filter ends, since that moves it from open to ended without a write.
 */
export function createCountCache(db: Database, liveBus: LiveBus) {
  const cache = createReadCache<number>({ maxEntries: MAX_FILTERS, lifetimeMs: LIFETIME_MS });
  liveBus.onCatalogChange((change) => {
    if (change === 'products') cache.forget();
  });
  return {
    count(filter: ProductFilter, now = new Date()): Promise<number> {
      const load = async () => {
        const [value, nextEnd] = await Promise.all([countProducts(db, filter, now), filtersByStatus(filter) ? nextEndtimeAfter(db, filter, now) : null]);
        return { value, validUntil: nextEnd?.getTime() };
      };
      return cache.read(filterKey(filter), load, now.getTime());
    },
    /** Called after a product write committed (accepted bids are heard on the bus; a closing changes no count). */
    changed(): void {
      liveBus.publishCatalogChange('products');
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache>;
