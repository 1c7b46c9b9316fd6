/**
 * Scale benchmark: for each size in BENCH_SIZES (default 1000,10000,100000,1000000) a fresh built
 * server (its own process, see support/server.ts) on a catalog bulk-loaded before it serves
 * (support/catalog-seed.ts), then BENCH_RUNS (30) sequential HTTP requests per query from one
 * client: search, list page 1 and a deep list page by cursor (each call a page size the list cache
 * does not hold), a filter (category + price + open), the same filter with a total not counted
 * before, and the product count. Prints p50/p99 in ms per size and whether each query's p99 at 1M is within 3x of its p99 at 10k (issue 11). Asserts nothing.
 *
 *   BENCH_SIZES=1000,10000,100000 npm run bench -- scale          # embedded PostgreSQL in DATA_DIR
 *   DB_ENGINE=pglite BENCH_SIZES=1000,10000 npm run bench -- scale
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- scale
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { openDatabase, type DatabaseLocation } from '../apps/api/src/db/database.js';
import { seedCatalog } from './support/catalog-seed.js';
import { createClient, type Request } from './support/load.js';
import { BENCH_ENGINE, BENCH_PORT, buildApi, startServer, type BenchServer } from './support/server.js';
import { timeRuns } from './support/timing.js';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000,1000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const GOAL_RATIO = 3;
/** Page 400 of the newest list, or the middle page of a catalog too small to have one. */
const deepPageOf = (size: number) => Math.min(400, Math.floor(size / PRODUCT_LIMITS.pageSize / 2));

async function seedAt(location: DatabaseLocation, size: number): Promise<string> {
  const started = performance.now();
  const database = await openDatabase(location);
  try {
    return await seedCatalog(database.db, size);
  } finally {
    await database.close();
    console.error(`Loaded ${size} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** A server on `size` products: an embedded engine's DATA_DIR is loaded before the server opens it, a server database after it migrated. */
async function serverWith(size: number): Promise<{ server: BenchServer; categoryId: string }> {
  if (process.env.DATABASE_URL) {
    const server = await startServer();
    return { server, categoryId: await seedAt({ kind: 'postgres', url: server.databaseUrl! }, size) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-bench-'));
  const kind = BENCH_ENGINE === 'pglite' ? 'pglite-directory' : 'embedded-postgres';
  const categoryId = await seedAt({ kind, dataDir }, size);
  return { server: await startServer(BENCH_PORT, {}, dataDir), categoryId };
}

async function ok(reply: Promise<{ status: number; body: string }>): Promise<string> {
  const { status, body } = await reply;
  if (status !== 200) throw new Error(`${status}: ${body.slice(0, 200)}`);
  return body;
}

function queries(request: Request, categoryId: string, deepCursor: string): [string, () => Promise<unknown>][] {
  const filter = (maxPrice: number) => ({ checked: [categoryId], radio: [1000, maxPrice], status: 'open', page: 1 });
  let unseen = 50_000;
  // Every list call another page size (13-100, then again): a page the list cache does not hold, so the query runs.
  let limit: number = PRODUCT_LIMITS.pageSize;
  const unseenLimit = () => (limit = limit < PRODUCT_LIMITS.maxListLimit ? limit + 1 : PRODUCT_LIMITS.pageSize + 1);
  return [
    ["search 'vintage watch'", () => ok(request('GET', '/product/search/vintage%20watch'))],
    ['list page 1 (get-product, not cached)', () => ok(request('GET', `/product/get-product?limit=${unseenLimit()}`))],
    ['list deep page by cursor, not cached', () => ok(request('GET', `/product/get-product?limit=${unseenLimit()}&cursor=${encodeURIComponent(deepCursor)}`))],
    ['filter category+price+open', () => ok(request('POST', '/product/product-filters', filter(50_000)))],
    // Every call another price range: the page and a total counted afresh, as for a filter nobody asked before.
    ['filter, total not cached', () => ok(request('POST', '/product/product-filters', filter((unseen += 1))))],
    ['count (product-count)', () => ok(request('GET', '/product/product-count'))],
  ];
}

async function timeSize(size: number): Promise<Map<string, { p50: number; p99: number }>> {
  const { server, categoryId } = await serverWith(size);
  try {
    const request = createClient(server.baseUrl, 1);
    const deepPage = await ok(request('GET', `/product/get-product?page=${deepPageOf(size) - 1}`));
    const deepCursor = (JSON.parse(deepPage) as { nextCursor: string }).nextCursor;
    const results = new Map<string, { p50: number; p99: number }>();
    for (const [name, run] of queries(request, categoryId, deepCursor)) results.set(name, await timeRuns(run, RUNS));
    console.error(`Measured ${size} (${server.engine}); load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
    return results;
  } finally {
    await server.stop();
    await server.drop();
  }
}

/** The p99 growth from 10k to 1M, judged against the goal; without a 1M row, to the largest size run, shown but not judged. */
function ratioColumns(bySize: Map<number, Map<string, { p50: number; p99: number }>>, name: string) {
  const largest = Math.max(...bySize.keys());
  const [from, to] = [bySize.get(10_000)?.get(name), bySize.get(largest)?.get(name)];
  if (!from || !to || largest <= 10_000) return { 'p99 growth': 'not run', goal: 'not run' };
  const ratio = to.p99 / from.p99;
  const verdict = ratio <= GOAL_RATIO ? 'met' : 'not met';
  return { [`10k->${largest / 1000}k p99`]: Number(ratio.toFixed(2)), goal: largest === 1_000_000 ? verdict : 'needs 1M' };
}

export async function main(): Promise<void> {
  buildApi();
  const bySize = new Map<number, Map<string, { p50: number; p99: number }>>();
  for (const size of SIZES) bySize.set(size, await timeSize(size));
  const format = (value: number) => Number(value.toFixed(1));
  const engine = process.env.DATABASE_URL ? 'PostgreSQL server' : `${BENCH_ENGINE} (DATA_DIR)`;
  console.log(`Over HTTP, one client, sequential requests; ${engine}; ${RUNS} runs per query; ms; cores: ${cpus().length}; deep page: ${SIZES.map((size) => `${size}: ${deepPageOf(size)}`).join(', ')}.`);
  console.table(
    [...bySize.get(SIZES[0]!)!.keys()].map((name) => ({
      query: name,
      ...Object.fromEntries(SIZES.flatMap((size) => [[`${size} p50`, format(bySize.get(size)!.get(name)!.p50)], [`${size} p99`, format(bySize.get(size)!.get(name)!.p99)]])),
      ...ratioColumns(bySize, name),
    })),
  );
}
