/**
 * Catalog sorts benchmark: every sort of the product lists, with status=open, within a category,
 * within two categories, at a deep page by offset and by cursor, plus search and suggest, timed at each size in BENCH_SIZES (default 10000,1000000).
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
import { pageWindow } from '../apps/api/src/modules/products/product-rules.js';
import type { ListCursor } from '../apps/api/src/modules/products/list-cursor.js';
import { listProductViews, sortValueOf, type ProductFilter } from '../apps/api/src/modules/products/products-queries.js';
import { searchProductViews } from '../apps/api/src/modules/products/search-queries.js';
import { searchTerms } from '../apps/api/src/modules/products/search-terms.js';
import { openTestDatabase } from '../apps/api/test/support/test-database.js';
import { leastBidCategories, seedCatalog } from './support/catalog-seed.js';
import { timeRuns } from './support/timing.js';

const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Deep enough that an offset has thousands of rows to step over, inside the smallest size. */
const DEEP_PAGE = 400;

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

function cases(db: Database, categoryId: string, twoCategories: string[]): [string, () => Promise<unknown>][] {
  const now = () => new Date();
  const list = (filter: ProductFilter, sort: ProductSort, page = 1) => () => listProductViews(db, filter, sort, pageWindow(page, PRODUCT_LIMITS.pageSize), now());
  const search = (keyword: string, limit: number) => () => searchProductViews(db, { terms: searchTerms(keyword), filter: {}, limit, now: now() });
  return [
    ...PRODUCT_SORTS.map((sort): [string, () => Promise<unknown>] => [sort, list({}, sort)]),
    ...PRODUCT_SORTS.map((sort): [string, () => Promise<unknown>] => [`${sort} status=open`, list({ status: 'open' }, sort)]),
    ...PRODUCT_SORTS.map((sort): [string, () => Promise<unknown>] => [`${sort} category`, list({ categoryIds: [categoryId] }, sort)]),
    ...PRODUCT_SORTS.map((sort): [string, () => Promise<unknown>] => [`${sort} 2 categories`, list({ categoryIds: twoCategories }, sort)]),
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
    const categoryId = await seedCatalog(database.db, size);
    console.error(`Seeded ${size} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const results = new Map<string, { p50: number; p99: number }>();
    for (const [name, run] of cases(database.db, categoryId, await leastBidCategories(database.db, 2))) results.set(name, await timeRuns(run, RUNS));
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
