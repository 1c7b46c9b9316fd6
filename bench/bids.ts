/**
 * Bidding benchmark: the real app on an ephemeral port, BENCH_BIDDERS (default 50) signed-in
 * bidders hammering one product for BENCH_SECONDS (default 10), each bidding the lowest amount it
 * knows the server accepts. Lost races come back as 409 and are counted, not treated as errors. A
 * live-stream watcher counts the events it receives. Runs on PGlite in memory, or on a throwaway
 * database of the server named by DATABASE_URL. Prints numbers; never asserts a speed.
 *
 *   npm run bench -- bids
 *   BENCH_BIDDERS=100 BENCH_SECONDS=20 DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- bids
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { BidLedgerResponse, LoginResponse, PlaceBidResponse } from '@bidhub/contracts';
import { createApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { categories, products } from '../apps/api/src/db/schema.js';
import { createBidEvents } from '../apps/api/src/modules/bidding/bid-events.js';
import { openTestDatabase } from '../apps/api/test/support/test-database.js';

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STARTING_PRICE = 100;

interface Bidder {
  token: string;
  username: string;
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: token }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signUp(baseUrl: string, username: string): Promise<Bidder & { id: string }> {
  const details = { name: username, email: username, password: 'bench-password', phone: '9876543210', answer: 'bench' };
  const registered = await call(baseUrl, 'POST', '/auth/register', details);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await call<LoginResponse>(baseUrl, 'POST', '/auth/login', { email: username, password: details.password });
  return { token: login.body.token, username, id: login.body.user._id };
}

/** Counts the bid events one watcher receives over the live stream; resolves once it is connected. */
function watchLiveBids(baseUrl: string, productId: string): Promise<{ received(): number; close(): void }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const request = http.get(`${baseUrl}/api/v1/product/${productId}/live`, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      resolve({ received: () => text.split('\nevent: bid\n').length - 1, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

async function main() {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_BIDS_PER_WINDOW: '1000000',
    WEB_DIST_DIR: '/nonexistent',
  });
  const database = await openTestDatabase();
  const bidEvents = await createBidEvents(database, pino({ level: 'silent' }));
  const app = createApp({ config, database, jwtSecret: randomUUID(), bidEvents });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const run = randomUUID().slice(0, 8);
    const seller = await signUp(baseUrl, `bench-seller-${run}`);
    const bidders = await Promise.all(Array.from({ length: BIDDERS }, (_, index) => signUp(baseUrl, `bench-bidder-${run}-${index}`)));
    const [category] = await database.db.insert(categories).values({ name: `Bench ${run}`, slug: `bench-${run}` }).returning();
    const [product] = await database.db
      .insert(products)
      .values({
        name: `Bench lot ${run}`,
        slug: `bench-lot-${run}`,
        description: 'A lot for the bidding benchmark',
        price: STARTING_PRICE,
        startingPrice: STARTING_PRICE,
        endtime: new Date(Date.now() + 3600_000),
        categoryId: category!.id,
        createdBy: seller.id,
      })
      .returning();
    const productId = product!.id;
    const watcher = await watchLiveBids(baseUrl, productId);

    let minNextBid = STARTING_PRICE;
    let accepted = 0;
    let rejected = 0;
    const otherStatuses = new Map<number, number>();
    const latencies: number[] = [];
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();

    await Promise.all(
      bidders.map(async (bidder) => {
        while (performance.now() < deadline) {
          const before = performance.now();
          const reply = await call<PlaceBidResponse>(
            baseUrl,
            'PUT',
            `/product/bid-product/${productId}`,
            { price: minNextBid, winner: bidder.username },
            bidder.token,
          );
          latencies.push(performance.now() - before);
          if (reply.status === 200) {
            accepted += 1;
            minNextBid = Math.max(minNextBid, reply.body.product.minNextBid);
          } else if (reply.status === 409) {
            rejected += 1;
          } else {
            otherStatuses.set(reply.status, (otherStatuses.get(reply.status) ?? 0) + 1);
          }
        }
      }),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;

    const ledger = await call<BidLedgerResponse>(baseUrl, 'GET', `/product/${productId}/bids`);
    // Events still in flight (a NOTIFY round trip) get a moment to arrive before they are counted.
    const settleUntil = performance.now() + 2000;
    while (watcher.received() < ledger.body.bids.length && performance.now() < settleUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    watcher.close();
    latencies.sort((first, second) => first - second);
    console.table({
      engine: { value: database.engine },
      bidders: { value: BIDDERS },
      'duration (s)': { value: Number(elapsedSeconds.toFixed(1)) },
      'accepted bids/s': { value: Number((accepted / elapsedSeconds).toFixed(1)) },
      'rejected (409) bids/s': { value: Number((rejected / elapsedSeconds).toFixed(1)) },
      'other statuses': { value: otherStatuses.size === 0 ? 'none' : JSON.stringify(Object.fromEntries(otherStatuses)) },
      'p50 latency (ms)': { value: Number(percentile(latencies, 0.5).toFixed(1)) },
      'p99 latency (ms)': { value: Number(percentile(latencies, 0.99).toFixed(1)) },
      'ledger rows': { value: ledger.body.bids.length },
      'live events received': { value: watcher.received() },
      'ledger verified': { value: ledger.body.verified },
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await bidEvents.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
