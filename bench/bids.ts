/**
 * Bidding benchmark. The built server (`npm start`'s dist/server.js) runs as its own process;
 * BENCH_CLIENTS (64) keep-alive clients, each a signed-in bidder, bid for BENCH_SECONDS (10) on one
 * hot lot and then on 100 lots (each bid to a random one), each sending the lowest amount it
 * believes the server accepts. Then the ceiling, in the same run: the server is stopped and the same
 * bid transaction (the bidding service's placeBid, live publishing included) is called directly on
 * the same data by as many concurrent loops, without HTTP. Each row also shows the CPU per request
 * of the API process, the database's processes and this one. Prints a table; never asserts a speed.
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
import { createLiveBus } from '../apps/api/src/live/live-bus.js';
import { passwordVersion } from '../apps/api/src/modules/auth/tokens.js';
import { createBiddingService } from '../apps/api/src/modules/bidding/bidding-service.js';
import { AppError } from '../apps/api/src/http/app-error.js';
import { bidOverHttp, lotFor, NextAmounts, signUpBidders } from './support/bid-load.js';
import { createClient, createLots, percentile, round, runLoad, signUpAdmin, type LoadResult, type SignedIn } from './support/load.js';
import { startCpuMeter, type CpuSpent, type DatabaseProcesses } from './support/cpu-meter.js';
import { BENCH_ENGINE, buildApi, startServer, type BenchServer } from './support/server.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOTS = 100;

async function onEngine(database: DatabaseHandle, bidders: SignedIn[], lots: string[], next: NextAmounts) {
  const liveBus = await createLiveBus(database, pino({ level: 'silent' }));
  const service = createBiddingService({ db: database.db, liveBus, extensionSeconds: loadConfig({}).bidExtensionSeconds });
  const rows = await database.db.select().from(users);
  const byName = new Map(rows.map((row) => [row.email, row]));
  try {
    return await runLoad(CLIENTS, SECONDS, async (client) => {
      const bidder = byName.get(bidders[client]!.username)!;
      const lot = lotFor(lots);
      try {
        const reply = await service.placeBid({ session: { userId: bidder.id, passwordVersion: passwordVersion(bidder.passwordHash), issuedAt: undefined }, productId: lot, request: { price: next.get(lot), winner: bidder.email }, idempotencyKey: undefined });
        if ('product' in reply.body) next.learn(lot, reply.body.product.minNextBid);
        return { status: reply.statusCode, ok: true };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        next.learnFromRefusal(lot, error.message);
        return { status: error.status, ok: false };
      }
    });
  } finally {
    await liveBus.close();
  }
}

/** CPU milliseconds per request; '-' where that side runs in another's process or is not on this machine. */
const perRequest = (spentMs: number | undefined, result: LoadResult) => (spentMs === undefined ? '-' : round(spentMs / result.all.length, 2));

const row = (result: LoadResult, cpu: CpuSpent) => ({
  'requests/s': round(result.all.length / result.seconds),
  'accepted/s': round(result.ok.length / result.seconds),
  'accepted p50 ms': round(percentile(result.ok, 0.5)),
  'accepted p99 ms': round(percentile(result.ok, 0.99)),
  'all p99 ms': round(percentile(result.all, 0.99)),
  statuses: JSON.stringify(Object.fromEntries(result.byStatus)),
  'server CPU ms/req': perRequest(cpu.server, result),
  'database CPU ms/req': perRequest(cpu.database, result),
  'bench CPU ms/req': perRequest(cpu.bench, result),
});

/** Runs one row with its CPU metered. */
async function metered(serverPid: number | undefined, database: DatabaseProcesses, load: () => Promise<LoadResult>) {
  const meter = startCpuMeter(serverPid, database);
  const result = await load();
  return { result, cpu: meter.stop() };
}

/**
 * With 64 clients in a closed loop, the mean wait is clients / throughput, and throughput is at most
 * cores / CPU per request: so Node's own CPU per request (server and load generator) bounds the mean
 * latency from below even if the database cost nothing.
 */
function nodeFloorMs({ result, cpu }: Awaited<ReturnType<typeof metered>>) {
  const nodeMs = ((cpu.server ?? 0) + cpu.bench) / result.all.length;
  return { nodeMs: round(nodeMs, 2), floorMs: round((CLIENTS * nodeMs) / cpus().length) };
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '']);

/** The database's processes for a row run by `runner` (the server's process, or this one for the engine rows). */
function databaseProcesses(server: BenchServer, runner: number): DatabaseProcesses {
  if (server.databaseUrl) return LOCAL_HOSTS.has(new URL(server.databaseUrl).hostname) ? 'local server' : 'none apart';
  return BENCH_ENGINE === 'embedded-postgres' ? { startedBy: runner } : 'none apart';
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

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
    const overHttp = (lots: string[]) => metered(server.pid, databaseProcesses(server, server.pid), () => bidOverHttp(http, bidders, lots, next, SECONDS));
    const hot = await overHttp([hotHttp]);
    results['HTTP, 1 hot lot'] = row(hot.result, hot.cpu);
    const spread = await overHttp(many);
    results['HTTP, 100 lots'] = row(spread.result, spread.cpu);
    await server.stop();
    const embedded = BENCH_ENGINE === 'embedded-postgres' ? 'embedded-postgres' : 'pglite-directory';
    const database = await openDatabase(server.databaseUrl ? { kind: 'postgres', url: server.databaseUrl } : { kind: embedded, dataDir: server.dataDir });
    try {
      const onItsOwn = (lots: string[]) => metered(undefined, databaseProcesses(server, process.pid), () => onEngine(database, bidders, lots, next));
      const engineHot = await onItsOwn([hotEngine]);
      results['engine, 1 hot lot'] = row(engineHot.result, engineHot.cpu);
      const engineSpread = await onItsOwn(many);
      results['engine, 100 lots'] = row(engineSpread.result, engineSpread.cpu);
    } finally {
      await database.close();
    }
    const ratio = results['HTTP, 100 lots']!['accepted/s'] / results['engine, 100 lots']!['accepted/s'];
    console.log(`engine: ${engine}; cores: ${cpus().length}; ${CLIENTS} clients; ${SECONDS} s per row`);
    console.table(results);
    console.log(`HTTP / engine accepted bids/s on 100 lots: ${round(ratio * 100)}% (goal >= 50%)`);
    // PGlite runs inside the server's process: there Node's CPU includes the database's.
    if (spread.cpu.database !== undefined) {
      const { nodeMs, floorMs } = nodeFloorMs(spread);
      console.log(
        `HTTP, 100 lots: Node's CPU (server + load generator) ${nodeMs} ms per request, so ${CLIENTS} clients in a closed loop on ${cpus().length} cores ` +
          `wait at least ${floorMs} ms on average even with a database that costs nothing (mean measured: ${round(mean(spread.result.all))} ms)`,
      );
    }
  } finally {
    await server.stop();
    await server.drop();
  }
}
