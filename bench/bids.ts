/**
 * Bidding benchmark. The built server (`npm start`'s dist/server.js) runs as its own process;
 * BENCH_CLIENTS (64) keep-alive clients, each a signed-in bidder, bid for BENCH_SECONDS (10) on one
 * hot lot and then on 100 lots, each sending the lowest amount it believes the server accepts.
 * Then the ceiling, in the same run: the server is stopped and the same bid transaction (the
 * bidding service's placeBid, live publishing included) is called directly on the same data by
 * as many concurrent loops, without HTTP. Prints a table; never asserts a speed.
 *
 *   npm run bench -- bids                                                      # embedded PostgreSQL (DATA_DIR)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- bids # the server engine
 *   DB_ENGINE=pglite npm run bench -- bids                                      # PGlite (DATA_DIR)
 */
import { cpus } from 'node:os';
import { pino } from 'pino';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/database.js';
import { users } from '../apps/api/src/db/schema.js';
import { createBidEvents } from '../apps/api/src/modules/bidding/bid-events.js';
import { createBiddingService } from '../apps/api/src/modules/bidding/bidding-service.js';
import { AppError } from '../apps/api/src/http/app-error.js';
import { bidOverHttp, lotFor, NextAmounts, signUpBidders } from './support/bid-load.js';
import { createClient, createLots, percentile, round, runLoad, signUpAdmin, type LoadResult, type SignedIn } from './support/load.js';
import { BENCH_ENGINE, buildApi, startServer } from './support/server.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOTS = 100;

async function onEngine(database: DatabaseHandle, bidders: SignedIn[], lots: string[], next: NextAmounts) {
  const bidEvents = await createBidEvents(database, pino({ level: 'silent' }));
  const service = createBiddingService({ db: database.db, bidEvents, extensionSeconds: loadConfig({}).bidExtensionSeconds });
  const rows = await database.db.select().from(users);
  const byName = new Map(rows.map((row) => [row.email, row]));
  const turns = new Array<number>(CLIENTS).fill(0);
  try {
    return await runLoad(CLIENTS, SECONDS, async (client) => {
      const bidder = byName.get(bidders[client]!.username)!;
      const lot = lotFor(lots, client, (turns[client]! += 1));
      try {
        const reply = await service.placeBid({ session: { userId: bidder.id, passwordVersion: undefined }, productId: lot, request: { price: next.get(lot), winner: bidder.email }, idempotencyKey: undefined });
        if ('product' in reply.body) next.learn(lot, reply.body.product.minNextBid);
        return { status: reply.statusCode, ok: true };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        next.learnFromRefusal(lot, error.message);
        return { status: error.status, ok: false };
      }
    });
  } finally {
    await bidEvents.close();
  }
}

const row = (result: LoadResult) => ({
  'requests/s': round(result.all.length / result.seconds),
  'accepted/s': round(result.ok.length / result.seconds),
  'accepted p50 ms': round(percentile(result.ok, 0.5)),
  'accepted p99 ms': round(percentile(result.ok, 0.99)),
  'all p99 ms': round(percentile(result.all, 0.99)),
  statuses: JSON.stringify(Object.fromEntries(result.byStatus)),
});

export async function main() {
  buildApi();
  const server = await startServer();
  const engine = server.engine;
  try {
    const request = createClient(server.baseUrl, 8);
    const admin = await signUpAdmin(request);
    const bidders = await signUpBidders(request, CLIENTS, 'bench-bidder');
    const lots = (await createLots(server.baseUrl, admin, LOTS + 2)).map((lot) => lot.id);
    const [hotHttp, hotEngine, ...many] = lots as [string, string, ...string[]];
    const next = new NextAmounts();
    const results: Record<string, ReturnType<typeof row>> = {};
    const http = createClient(server.baseUrl, CLIENTS);
    results['HTTP, 1 hot lot'] = row(await bidOverHttp(http, bidders, [hotHttp], next, SECONDS));
    results['HTTP, 100 lots'] = row(await bidOverHttp(http, bidders, many, next, SECONDS));
    await server.stop();
    const embedded = BENCH_ENGINE === 'embedded-postgres' ? 'embedded-postgres' : 'pglite-directory';
    const database = await openDatabase(server.databaseUrl ? { kind: 'postgres', url: server.databaseUrl } : { kind: embedded, dataDir: server.dataDir });
    try {
      results['engine, 1 hot lot'] = row(await onEngine(database, bidders, [hotEngine], next));
      results['engine, 100 lots'] = row(await onEngine(database, bidders, many, next));
    } finally {
      await database.close();
    }
    const ratio = results['HTTP, 100 lots']!['accepted/s'] / results['engine, 100 lots']!['accepted/s'];
    console.log(`engine: ${engine}; cores: ${cpus().length}; ${CLIENTS} clients; ${SECONDS} s per row`);
    console.table(results);
    console.log(`HTTP / engine accepted bids/s on 100 lots: ${round(ratio * 100)}% (goal >= 50%)`);
  } finally {
    await server.stop();
    await server.drop();
  }
}
