/**
 * Live benchmark: BENCH_WATCHERS (1000,10000) SSE watchers on one lot of the built server (its own
 * process), then BENCH_BIDS (20) bids one after another from two bidders, BENCH_BID_INTERVAL_MS
 * apart (0 by default: each as soon as the last is answered). Reports whether every watcher got
 * every bid and the delivery latency (bid sent -> event received) p50/p99. The watchers read on
 * BENCH_WATCHER_THREADS (1) worker threads (support/live-watchers.ts).
 *
 *   npm run bench -- live
 *   BENCH_WATCHERS=1000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- live
 */
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { createClient, createLots, percentile, round, signUp, signUpAdmin, type SignedIn } from './support/load.js';
import { now, type CollectMessage, type FromWatchers, type WatchersData } from './support/live-watchers.js';
import { buildApi, startServer } from './support/server.js';

const WATCHER_COUNTS = (process.env.BENCH_WATCHERS ?? '1000,10000').split(',').map(Number);
const BIDS = Number(process.env.BENCH_BIDS ?? 20);
/** Pause after each accepted bid; 0 sends the next as soon as the last is answered (a burst). */
const BID_INTERVAL_MS = Number(process.env.BENCH_BID_INTERVAL_MS ?? 0);
/**
 * Threads the watchers are spread over (support/live-watchers.ts); the server is another process.
 * One by default: on the 2-core build machine a second reading thread took the server's core
 * (10k watchers, p99 943 ms on two threads against 685 ms on one).
 */
const THREADS = Number(process.env.BENCH_WATCHER_THREADS ?? 1);
// bench/ is compiled as CommonJS (no import.meta): the worker's file from this script's own path.
const WATCHERS_FILE = join(dirname(resolve(process.argv[1]!)), 'support', 'live-watchers.ts');

/** One thread's share of the watchers: resolves once its streams are open; `collect` waits for the bids' arrivals. */
function startThread(data: WatchersData): Promise<{ collect: (bids: number) => Promise<Extract<FromWatchers, { kind: 'done' }>> }> {
  // Node 20 does not carry the parent's `--import tsx` into a worker: the worker registers tsx itself.
  const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(WATCHERS_FILE)});`, { eval: true, workerData: data });
  const next = () =>
    new Promise<FromWatchers>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const collect = async (bids: number) => {
    worker.postMessage({ kind: 'collect', bids } satisfies CollectMessage);
    const result = await next();
    await worker.terminate();
    if (result.kind !== 'done') throw new Error(`a watcher thread answered ${result.kind}`);
    return result;
  };
  return next().then(async (first) => {
    if (first.kind === 'open') return { collect };
    await worker.terminate();
    throw new Error(first.kind === 'failed' ? first.message : `a watcher thread answered ${first.kind}`);
  });
}

/** `watchers` streams on `lot`, spread over THREADS threads. */
async function openWatchers(baseUrl: string, lot: string, watchers: number) {
  const started = now();
  const shares = Array.from({ length: THREADS }, (_, thread) => Math.floor((watchers + thread) / THREADS));
  const threads = await Promise.all(shares.map((count) => startThread({ baseUrl, lot, count })));
  console.error(`${watchers} watchers open in ${((now() - started) / 1000).toFixed(1)} s on ${THREADS} threads`);
  return threads;
}

async function round_(baseUrl: string, admin: SignedIn, watchers: number) {
  const request = createClient(baseUrl, 4);
  const [lot] = await createLots(baseUrl, admin, 1);
  const bidders = [await signUp(request, `live-a-${watchers}@example.com`), await signUp(request, `live-b-${watchers}@example.com`)];
  const threads = await openWatchers(baseUrl, lot!.id, watchers);
  const sentAt = new Map<number, number>();
  let price = 100;
  for (let bid = 1; bid <= BIDS; bid += 1) {
    const bidder = bidders[bid % 2]!;
    sentAt.set(bid, now());
    const reply = await request('PUT', `/product/bid-product/${lot!.id}`, { price, winner: bidder.username }, { Authorization: bidder.token });
    if (reply.status !== 200) throw new Error(`bid ${bid} of the ${watchers}-watcher row: ${reply.status} ${reply.body}`);
    price = (JSON.parse(reply.body) as { product: { minNextBid: number } }).product.minNextBid;
    if (BID_INTERVAL_MS > 0) await sleep(BID_INTERVAL_MS);
  }
  const results = await Promise.all(threads.map((thread) => thread.collect(BIDS)));
  const latencies = results.flatMap((result) => result.arrivals.map(([seq, at]) => at - sentAt.get(seq)!)).sort((a, b) => a - b);
  const sum = (count: (result: (typeof results)[number]) => number) => results.reduce((total, result) => total + count(result), 0);
  return { watchers, 'watchers with every bid': sum((result) => result.complete), 'streams broken': sum((result) => result.broken), 'events delivered': latencies.length, 'p50 ms': round(percentile(latencies, 0.5)), 'p99 ms': round(percentile(latencies, 0.99)) };
}

export async function main() {
  buildApi();
  const server = await startServer();
  try {
    const admin = await signUpAdmin(createClient(server.baseUrl, 1));
    const rows = [];
    for (const watchers of WATCHER_COUNTS) {
      rows.push(await round_(server.baseUrl, admin, watchers));
      // Each row as soon as it is measured: a later row that fails leaves the earlier ones on record.
      console.error(JSON.stringify(rows.at(-1)));
    }
    const pace = BID_INTERVAL_MS > 0 ? `one every ${BID_INTERVAL_MS} ms after the last reply` : 'sent one after another';
    console.log(`engine: ${server.engine}; cores: ${cpus().length}; ${BIDS} bids per row, ${pace}; watchers on ${THREADS} threads`);
    console.table(rows);
  } finally {
    await server.stop();
    await server.drop();
  }
}
