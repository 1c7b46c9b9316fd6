/**
 * The bulk catalog of the sorts and scale benchmarks, written by one INSERT ... SELECT over
 * generate_series (minutes for 1M rows, where the API would take hours): 20 categories; half the auctions ended (end times spread over ten days either side of now, the
 * ended ones already closed as the closer would have done), bids 0-49, names from 11 adjectives
 * (one is 'The') x 20 nouns + a number. Constants only, so every run sees the same catalog.
 * The products' indexes are dropped for the load and built again after it: a sorted build of each
 * index instead of 1M single-row inserts into each (three of them GIN indexes that take every
 * entry one by one, migration 0009).
 */
import type { Database } from '../../apps/api/src/db/database.js';
import { categories } from '../../apps/api/src/db/schema.js';
import { executedRows } from '../../apps/api/src/db/executed-rows.js';

export const CATEGORIES = 20;
const NOUNS = ['Camera', 'Watch', 'Lamp', 'Guitar', 'Painting', 'Vase', 'Clock', 'Bicycle', 'Radio', 'Typewriter', 'Chair', 'Mirror', 'Coin', 'Stamp', 'Poster', 'Rug', 'Teapot', 'Globe', 'Compass', 'Telescope'];
const ADJECTIVES = ['Vintage', 'Antique', 'Modern', 'Rare', 'Handmade', 'Classic', 'Signed', 'Restored', 'Mint', 'Limited', 'The'];

const textArray = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;

/** Runs `load` without the table's indexes (those no constraint owns), then builds them again as they were. */
async function withoutIndexes(db: Database, table: string, load: () => Promise<unknown>): Promise<void> {
  const result = await db.execute(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = '${table}'
       and indexname not in (select conname from pg_constraint where conrelid = '${table}'::regclass)`,
  );
  const rows = executedRows<{ name: string; definition: string }>(result);
  for (const { name } of rows) await db.execute(`drop index "${name}"`);
  await load();
  for (const { definition } of rows) await db.execute(definition);
}

/** Writes the categories and `size` products; returns the first category's id (by slug). */
export async function seedCatalog(db: Database, size: number): Promise<string> {
  await db.execute(`insert into categories (name, slug) select 'Bench Category ' || i, 'bench-category-' || i from generate_series(1, ${CATEGORIES}) as i`);
  await withoutIndexes(db, 'products', () => db.execute(`
    with category_ids as (select array_agg(id order by slug) as ids from categories),
    numbered as (select i, now() + make_interval(mins => ((i::bigint * 7919) % 28800 - 14400)::int) as endtime from generate_series(1, ${size}) as i)
    insert into products (name, slug, description, price, starting_price, bid_count, endtime, closed_at, category_id, created_at, updated_at)
    select
      (${textArray(ADJECTIVES)})[1 + i % ${ADJECTIVES.length}] || ' ' || (${textArray(NOUNS)})[1 + (i / ${ADJECTIVES.length}) % ${NOUNS.length}] || ' No. ' || i,
      'bench-product-' || i, 'Lot ' || i || ': in good condition, from an estate sale',
      100 + (i * 37) % 100000, 100 + (i * 37) % 100000, (i * 7) % 50,
      endtime, case when endtime < now() then endtime end,
      category_ids.ids[1 + i % ${CATEGORIES}], now() - make_interval(secs => i), now() - make_interval(secs => i)
    from numbered, category_ids`));
  // What autovacuum does soon after a bulk load: statistics, and the pages marked all-visible, so a
  // filter's total is counted from an index alone (migration 0010). On PGlite the server's
  // 10-minute vacuum stands in for autovacuum.
  await db.execute('vacuum analyze');
  const [first] = await db.select({ id: categories.id }).from(categories).orderBy(categories.slug).limit(1);
  return first!.id;
}

/**
 * The `count` categories whose products have the fewest bids: most-bids over them is the home
 * page's several ticked boxes at their worst, every other category's products ranking first.
 */
export async function leastBidCategories(db: Database, count: number): Promise<string[]> {
  const result = await db.execute(`select category_id as id from products group by category_id order by max(bid_count), category_id limit ${count}`);
  return executedRows<{ id: string }>(result).map((row) => row.id);
}
