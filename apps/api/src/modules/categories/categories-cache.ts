import type { Database } from '../../db/database.js';
import { listFormerSlugs } from '../../db/former-slugs.js';
import { createReadCache } from '../../db/read-cache.js';
import { categoryFormerSlugs } from '../../db/schema.js';
import type { LiveBus } from '../../live/live-bus.js';
import { listCategories, type CategoryRow } from './categories-queries.js';

/**
 * Kept until a category write: a write in this process forgets it at once, one in another API
 * process (a server database shared by WEB_CONCURRENCY workers or several hosts) through the live
 * bus (live/live-bus.ts), which every process listens to for all live news. The bus rather than a
 * short lifetime: an admin who creates a category must see it in the next list, on every process
 * (another process hears of it a few milliseconds after the commit: a read there in between still
 * gets the old list, as it would from a replica). A process whose LISTEN connection was lost
 * forgets it when it listens again, since a change may have gone unheard meanwhile; the lifetime is
 * only the backstop for a NOTIFY that failed to send.
 */
const LIFETIME_MS = 60_000;

interface CategoryList {
  rows: CategoryRow[];
  bySlug: Map<string, CategoryRow>;
}

export function createCategoriesCache(db: Database, liveBus: LiveBus) {
  const cache = createReadCache<CategoryList>({ maxEntries: 1, lifetimeMs: LIFETIME_MS });
  liveBus.onCatalogChange((change) => {
    if (change === 'categories') cache.forget();
  });
  const load = async () => {
    const [rows, formerSlugs] = await Promise.all([listCategories(db), listFormerSlugs(db, categoryFormerSlugs)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A slug from before a rename still finds its category, whose reply carries the current one.
    const formerly = formerSlugs.flatMap(({ slug, ownerId }) => {
      const category = byId.get(ownerId);
      return category ? [[slug, category] as const] : [];
    });
    return { value: { rows, bySlug: new Map([...formerly, ...rows.map((row) => [row.slug, row] as const)]) } };
  };
  return {
    /** Every category, in the order of the category list. */
    async list(): Promise<CategoryRow[]> {
      return (await cache.read('all', load)).rows;
    },
    async bySlug(slug: string): Promise<CategoryRow | undefined> {
      return (await cache.read('all', load)).bySlug.get(slug);
    },
    /** Called after a category write committed. */
    changed(): void {
      liveBus.publishCatalogChange('categories');
    },
  };
}

export type CategoriesCache = ReturnType<typeof createCategoriesCache>;
