/**
 * Catalog sorts benchmark: every sort of the product lists, with status=open, within a category, at
 * a deep page by offset and by cursor, plus search and suggest, timed at each size in BENCH_SIZES (default 10000,1000000).
 * PGlite in memory by default; with DATABASE_URL, a throwaway database on that server. Prints p50
 * and p99 in ms per size and the p99 ratio of the largest size to the smallest; asserts nothing.
 *
 *   npm run bench -- sorts
 *   BENCH_SIZES=10000,100000 BENCH_RUNS=20 npm run bench -- sorts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- sorts
 */
import { performance } from 'node:perf_hooks';
import { PRODUCT_SORTS, PRODUCT_LIMITS, type ProductSort } from '@bidhub/contracts';
import type { Database } from '../apps/api/src/db/database.js';
import { categories } from '../apps/api/src/db/schema.js';
import { pageWindow } from '../apps/api/src/modules/products/product-rules.js';
import type { ListCursor } from '../apps/api/src/modules/products/list-cursor.js';
import { listProductViews, sortValueOf, type ProductFilter } from '../apps/api/src/modules/products/products-queries.js';
import { searchProductViews } from '../apps/api/src/modules/products/search-queries.js';
import { searchTerms } from '../apps/api/src/modules/products/search-terms.js';
import { openTestDatabase } from '../apps/api/test/support/test-database.js';

const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP_RUNS = 3;
const CATEGORIES = 20;
/** Deep enough that an offset has thousands of rows to step over, inside the smallest size. */
const DEEP_PAGE = 400;
const NOUNS = ['Camera', 'Watch', 'Lamp', 'Guitar', 'Painting', 'Vase', 'Clock', 'Bicycle', 'Radio', 'Typewriter', 'Chair', 'Mirror', 'Coin', 'Stamp', 'Poster', 'Rug', 'Teapot', 'Globe', 'Compass', 'Telescope'];
const ADJECTIVES = ['Vintage', 'Antique', 'Modern', 'Rare', 'Handmade', 'Classic', 'Signed', 'Restored', 'Mint', 'Limited', 'The'];

const textArray = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;

/** Half the auctions ended (end times spread over ten days either side of now), bids 0-49. Constants only. */
async function seed(db: Database, size: number): Promise<string> {
  await db.execute(`insert into categories (name, slug) select 'Bench Category ' || i, 'bench-category-' || i from generate_series(1, ${CATEGORIES}) as i`);
  await db.execute(`
    with category_ids as (select array_agg(id order by slug) as ids from categories)
    insert into products (name, slug, description, price, starting_price, bid_count, endtime, category_id, created_at, updated_at)
    select
      (${textArray(ADJECTIVES)})[1 + i % ${ADJECTIVES.length}] || ' ' || (${textArray(NOUNS)})[1 + (i / ${ADJECTIVES.length}) % ${NOUNS.length}] || ' No. ' || i,
      'bench-product-' || i, 'Lot ' || i || ': in good condition, from an estate sale',
      100 + (i * 37) % 100000, 100 + (i * 37) % 100000, (i * 7) % 50,
      now() + make_interval(mins => ((i::bigint * 7919) % 28800 - 14400)::int),
      category_ids.ids[1 + i % ${CATEGORIES}], now() - make_interval(secs => i), now() - make_interval(secs => i)
    from generate_series(1, ${size}) as i, category_ids`);
  await db.execute('analyze');
  const [first] = await db.select({ id: categories.id }).from(categories).orderBy(categories.slug).limit(1);
  return first!.id;
}

async function p99Of(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let warmup = 0; warmup < WARMUP_RUNS; warmup += 1) await run();
  const durations: number[] = [];
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (fraction: number) => durations[Math.min(durations.length - 1, Math.ceil(fraction * durations.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99) };
}

/** The cursor a client holds after DEEP_PAGE - 1 pages: where the keyset read of page DEEP_PAGE starts. */
async function cursorBefore(db: Database, sort: ProductSort, now: Date): Promise<ListCursor> {
  const [last] = (await listProductViews(db, {}, sort, pageWindow(DEEP_PAGE - 1, PRODUCT_LIMITS.pageSize), now)).slice(-1);
  const phase = sort === 'ending-soon' ? (last!.endtime > now ? 'open' : 'closed') : undefined;
  return { sort, value: (await sortValueOf(db, sort, last!.id))!, id: last!.id, phase };
}

function keysetCase(db: Database, sort: ProductSort): [string, () => Promise<unknown>] {
  let cursor: Promise<ListCursor> | undefined;
  return [
    `${sort} page ${DEEP_PAGE} by cursor`,
    async () => {
      const now = new Date();
      cursor ??= cursorBefore(db, sort, now);
      return listProductViews(db, {}, sort, { offset: 0, limit: PRODUCT_LIMITS.pageSize }, now, await cursor);
    },
  ];
}

function cases(db: Database, categoryId: string): [string, () => Promise<unknown>][] {
  const now = () => new Date();
  const list = (filter: ProductFilter, sort: ProductSort, page = 1) => () => listProductViews(db, filter, sort, pageWindow(page, PRODUCT_LIMITS.pageSize), now());
  const search = (keyword: string, limit: number) => () => searchProductViews(db, { terms: searchTerms(keyword), filter: {}, limit, now: now() });
  return [
    ...PRODUCT_SORTS.map((sort): [string, () => Promise<unknown>] => [sort, list({}, sort)]),
    ...PRODUCT_SORTS.map((sort): [string, () => Promise<unknown>] => [`${sort} status=open`, list({ status: 'open' }, sort)]),
    ...PRODUCT_SORTS.map((sort): [string, () => Promise<unknown>] => [`${sort} category`, list({ categoryIds: [categoryId] }, sort)]),
    ...PRODUCT_SORTS.map((sort): [string, () => Promise<unknown>] => [`${sort} page ${DEEP_PAGE} by offset`, list({}, sort, DEEP_PAGE)]),
    ...PRODUCT_SORTS.map((sort) => keysetCase(db, sort)),
    ["search 'the watch'", search('the watch', PRODUCT_LIMITS.maxSearchResults)],
    ["search typo 'wtach'", search('wtach', PRODUCT_LIMITS.maxSearchResults)],
    ["suggest 'cam'", search('cam', PRODUCT_LIMITS.maxSuggestions)],
  ];
}

async function timeSize(size: number): Promise<Map<string, { p50: number; p99: number }>> {
  const database = await openTestDatabase();
  try {
    const started = performance.now();
    const categoryId = await seed(database.db, size);
    console.error(`Seeded ${size} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const results = new Map<string, { p50: number; p99: number }>();
    for (const [name, run] of cases(database.db, categoryId)) results.set(name, await p99Of(run));
    return results;
  } finally {
    await database.close();
  }
}

export async function main(): Promise<void> {
  const bySize = new Map<number, Map<string, { p50: number; p99: number }>>();
  for (const size of SIZES) bySize.set(size, await timeSize(size));
  const [smallest, largest] = [bySize.get(SIZES[0]!)!, bySize.get(SIZES.at(-1)!)!];
  const format = (value: number) => Number(value.toFixed(2));
  console.log(`${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite in memory'}; ${RUNS} runs per query; ms.`);
  console.table(
    [...smallest.keys()].map((name) => ({
      query: name,
      ...Object.fromEntries(SIZES.flatMap((size) => [[`${size} p50`, format(bySize.get(size)!.get(name)!.p50)], [`${size} p99`, format(bySize.get(size)!.get(name)!.p99)]])),
      'p99 ratio': format(largest.get(name)!.p99 / smallest.get(name)!.p99),
    })),
  );
}
