/**
 * Catalog read benchmark: the product-list, filter, count and search queries the API runs, timed on
 * an in-memory PGlite holding BENCH_PRODUCTS products (default 200000). Prints p50/p99 in ms; it
 * never asserts a timing, since those depend on the machine.
 *
 *   node --import tsx bench/catalog.ts
 *   BENCH_PRODUCTS=50000 BENCH_RUNS=50 node --import tsx bench/catalog.ts
 */
import { performance } from 'node:perf_hooks';
import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { openDatabase } from '../apps/api/src/db/database.js';
import type { Database } from '../apps/api/src/db/database.js';
import { categories } from '../apps/api/src/db/schema.js';
import { pageWindow } from '../apps/api/src/modules/products/product-rules.js';
import { countProducts, listProductViews } from '../apps/api/src/modules/products/products-queries.js';
import { searchProductViews } from '../apps/api/src/modules/products/search-queries.js';
import { searchTerms } from '../apps/api/src/modules/products/search-terms.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP_RUNS = 3;
const CATEGORIES = 20;

const ADJECTIVES = ['Vintage', 'Antique', 'Modern', 'Rare', 'Handmade', 'Classic', 'Signed', 'Restored', 'Mint', 'Limited'];
const NOUNS = ['Camera', 'Watch', 'Lamp', 'Guitar', 'Painting', 'Vase', 'Clock', 'Bicycle', 'Radio', 'Typewriter', 'Chair', 'Mirror', 'Coin', 'Stamp', 'Poster', 'Rug', 'Teapot', 'Globe', 'Compass', 'Telescope'];

const textArray = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;

/**
 * One INSERT ... SELECT over generate_series: names mix the word lists so that searches hit a
 * realistic share. Plain SQL text: every value in it is a constant of this file.
 */
async function seed(db: Database): Promise<string[]> {
  await db.execute(`
    insert into categories (name, slug)
    select 'Bench Category ' || i, 'bench-category-' || i from generate_series(1, ${CATEGORIES}) as i`);
  await db.execute(`
    with category_ids as (select array_agg(id order by slug) as ids from categories)
    insert into products (name, slug, description, price, starting_price, endtime, category_id, created_at, updated_at)
    select
      (${textArray(ADJECTIVES)})[1 + i % ${ADJECTIVES.length}] || ' ' || (${textArray(NOUNS)})[1 + (i / ${ADJECTIVES.length}) % ${NOUNS.length}] || ' No. ' || i,
      'bench-product-' || i,
      'Lot ' || i || ': a ' || lower((${textArray(NOUNS)})[1 + i % ${NOUNS.length}]) || ' in good condition, collected from an estate sale',
      100 + (i * 37) % 100000,
      100 + (i * 37) % 100000,
      now() + make_interval(hours => i % 240),
      category_ids.ids[1 + i % ${CATEGORIES}],
      now() - make_interval(secs => i),
      now() - make_interval(secs => i)
    from generate_series(1, ${PRODUCTS}) as i, category_ids`);
  await db.execute('analyze');
  const firstTwo = await db.select({ id: categories.id }).from(categories).orderBy(categories.slug).limit(2);
  return firstTwo.map((category) => category.id);
}

interface Timing {
  name: string;
  p50: number;
  p99: number;
  rows: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function time(name: string, run: () => Promise<unknown[] | number>): Promise<Timing> {
  let rows = 0;
  for (let warmup = 0; warmup < WARMUP_RUNS; warmup += 1) await run();
  const durations: number[] = [];
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    const started = performance.now();
    const result = await run();
    durations.push(performance.now() - started);
    rows = typeof result === 'number' ? result : result.length;
  }
  durations.sort((a, b) => a - b);
  return { name, p50: percentile(durations, 0.5), p99: percentile(durations, 0.99), rows };
}

async function main(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const { db } = database;
  try {
    const seedStarted = performance.now();
    const [first, second] = await seed(db);
    const twoCategories = { categoryIds: [first!, second!] };
    console.log(`Seeded ${PRODUCTS} products in ${CATEGORIES} categories in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ${RUNS} runs per query.`);

    const { pageSize } = PRODUCT_LIMITS;
    const now = new Date();
    const search = (keyword: string) => searchProductViews(db, { terms: searchTerms(keyword), filter: {}, limit: PRODUCT_LIMITS.maxSearchResults, now });
    const timings = [
      await time('product-list page 1', () => listProductViews(db, {}, 'newest', pageWindow(1, pageSize), now)),
      await time('product-list page 500', () => listProductViews(db, {}, 'newest', pageWindow(500, pageSize), now)),
      await time('filters: 2 categories, page 1', () => listProductViews(db, twoCategories, 'newest', pageWindow(1, pageSize), now)),
      await time('filters: 2 categories, total', () => countProducts(db, twoCategories)),
      await time('product-count', () => countProducts(db)),
      await time("search exact 'camera'", () => search('camera')),
      await time("search typo 'camra'", () => search('camra')),
    ];
    console.table(
      timings.map(({ name, p50, p99, rows }) => ({ query: name, 'p50 ms': Number(p50.toFixed(2)), 'p99 ms': Number(p99.toFixed(2)), rows })),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
