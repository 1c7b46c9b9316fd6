import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopOrphanPostmaster } from '../../src/db/embedded-postgres.js';
import { callApi, ledgerOf, openAuction, registerAndSignIn } from './http-client.js';
import { processesNaming } from './leftover-processes.js';
import { startServer, type ServerProcess } from './server-process.js';
import { openTestDatabase } from './test-database.js';

export type CrashEngine = 'pglite-file' | 'embedded-postgres' | 'postgres';

export interface CrashTrialOptions {
  engine: CrashEngine;
  /** The PostgreSQL server to make a throwaway database on, for the 'postgres' engine. */
  serverUrl?: string;
  bidders?: number;
  /** How long the bid load runs before the kill, counted from its fifth acknowledged bid. */
  killAfterMs: number;
  /** Added to the server's environment (e.g. an engine switch). */
  environment?: Record<string, string>;
  /** How long each start may take before the trial fails. */
  startTimeoutMs?: number;
}

export interface CrashTrialResult {
  engine: CrashEngine;
  /** Bids that got a 2xx: a reply is sent after its commit, so even one read as the process dies counts. */
  acknowledged: number;
  /** Acknowledged bids missing from the ledger after the restart: must be 0. */
  lost: number;
  /** Ledger rows after the restart; more than acknowledged when bids in flight at the kill committed. */
  ledgerRows: number;
  verified: boolean;
  priceIsLastRow: boolean;
  winnerIsLastRow: boolean;
  /** From the restart's spawn to its first healthy answer. */
  restartMs: number;
  /** Processes still naming the data directory after the restarted server stopped on SIGTERM: must be 0. */
  leftAfterStop: number;
}

const ADMIN = 'crash-admin';

/** Bids as fast as one client can, each at the least the server will take, until `stopped()`. */
async function bidUntilStopped(baseUrl: string, bidder: { username: string; token: string }, productId: string, stopped: () => boolean, acknowledged: string[]) {
  let amount = 100;
  while (!stopped()) {
    try {
      const reply = await callApi(baseUrl, 'PUT', `/product/bid-product/${productId}`, { token: bidder.token, body: { price: amount, winner: bidder.username } });
      if (reply.status === 200) {
        acknowledged.push(`${(reply.body.product as { price: number }).price}:${bidder.username}`);
        amount = (reply.body.product as { minNextBid: number }).minNextBid;
      } else {
        // 'Bid must be at least Rs. 150': someone else was faster.
        amount = Number(/([\d.]+)\s*$/.exec(String(reply.body.message))?.[1] ?? amount + 10);
      }
    } catch {
      return; // The connection died with the server: this bid's outcome is unknown, so it is not counted.
    }
  }
}

/** Where the data lives across the kill: a data directory, or a throwaway database on the server. */
interface Storage {
  environment: Record<string, string>;
  /** The data directory, for the embedded engines. */
  dataDir?: string;
  cleanUp(): Promise<void>;
}

async function prepareStorage(options: CrashTrialOptions): Promise<Storage> {
  if (options.engine !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-crash-'));
    const engine = options.engine === 'pglite-file' ? 'pglite' : 'embedded-postgres';
    const cleanUp = async () => {
      // A postmaster orphaned when a failed trial killed its server must not outlive the trial.
      await stopOrphanPostmaster(join(dataDir, 'postgres'));
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { environment: { DATA_DIR: dataDir, DB_ENGINE: engine }, dataDir, cleanUp };
  }
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = options.serverUrl ?? previous;
  const database = await openTestDatabase();
  process.env.DATABASE_URL = previous;
  return { environment: { DATABASE_URL: database.url! }, cleanUp: () => database.close() };
}

/**
 * The crash trial: bid load on a real server process, `kill -9` mid-run, a restart on the same
 * data, then every acknowledged bid must be in a ledger that verifies, whose last row is the
 * product's price and winner.
 */
export async function runCrashTrial(options: CrashTrialOptions): Promise<CrashTrialResult> {
  const storage = await prepareStorage(options);
  const environment = { ...storage.environment, ADMIN_USERNAMES: ADMIN, RATE_LIMIT_BIDS_PER_WINDOW: '1000000', RATE_LIMIT_AUTH_PER_IP: '1000000', LOG_LEVEL: 'warn', ...options.environment };
  let server: ServerProcess | undefined;
  try {
    server = await startServer(environment, { timeoutMs: options.startTimeoutMs ?? 120_000 });
    const admin = await registerAndSignIn(server.baseUrl, ADMIN);
    const productId = await openAuction(server.baseUrl, admin.token, 100);
    const bidders = await Promise.all(Array.from({ length: options.bidders ?? 8 }, () => registerAndSignIn(server!.baseUrl)));

    const acknowledged: string[] = [];
    let killed = false;
    const load = Promise.all(bidders.map((bidder) => bidUntilStopped(server!.baseUrl, bidder, productId, () => killed, acknowledged)));
    // The kill timer starts once the load is flowing, so a slow start never leaves nothing to lose.
    const flowingBy = Date.now() + 60_000;
    while (acknowledged.length < 5 && Date.now() < flowingBy) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, options.killAfterMs));
    server.child.kill('SIGKILL');
    killed = true;
    await server.exited;
    await load;

    const restartedAt = Date.now();
    server = await startServer(environment, { timeoutMs: options.startTimeoutMs ?? 120_000 });
    const restartMs = Date.now() - restartedAt;
    const ledger = await ledgerOf(server.baseUrl, productId);
    const rows = new Set(ledger.bids.map((bid) => `${bid.amount}:${bid.bidder}`));
    const last = ledger.bids.at(-1);
    const product = (await callApi(server.baseUrl, 'GET', `/product/admin-product/${productId}`, { token: admin.token })).body.product as { price: number; winner: string };
    await server.stop('SIGTERM');
    return {
      engine: options.engine,
      acknowledged: acknowledged.length,
      lost: acknowledged.filter((bid) => !rows.has(bid)).length,
      ledgerRows: ledger.bids.length,
      verified: ledger.verified,
      priceIsLastRow: last !== undefined && product.price === last.amount,
      winnerIsLastRow: last !== undefined && product.winner === last.bidder,
      restartMs,
      leftAfterStop: storage.dataDir ? processesNaming(storage.dataDir).length : 0,
    };
  } finally {
    await server?.stop('SIGKILL');
    await storage.cleanUp();
  }
}
