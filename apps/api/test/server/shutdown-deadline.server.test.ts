import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openAuction, registerAndSignIn } from '../support/http-client.js';
import { untilASessionWaitsOnALock } from '../support/lock-waits.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { openTestDatabase } from '../support/test-database.js';

const DRAIN_SECONDS = 1;
/** What server-main.ts allows for closing after the drain, and a margin for a busy machine. */
const CLOSE_BUDGET_SECONDS = 5;
const MARGIN_SECONDS = 9;

describe('SIGTERM while a request waits on the database longer than the drain allows (PostgreSQL server)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let server: ServerProcess;
  let locker: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase();
    server = await startServer({ DATABASE_URL: database.url!, SHUTDOWN_TIMEOUT_SECONDS: String(DRAIN_SECONDS), ADMIN_USERNAMES: 'deadline-admin' });
  });
  afterAll(async () => {
    await locker?.end().catch(() => undefined);
    await server?.stop('SIGKILL');
    await database?.close();
  });

  it('When a bid is stuck behind a row lock, then the process still exits within the drain and the close budget, saying why', async () => {
    const admin = await registerAndSignIn(server.baseUrl, 'deadline-admin');
    const productId = await openAuction(server.baseUrl, admin.token, 100);
    const bidder = await registerAndSignIn(server.baseUrl);
    // Another session holds the product's row: the bid's write waits on it for as long as it is held.
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select 1 from products where id = $1 for update', [productId]);
    const stuckBid = callApi(server.baseUrl, 'PUT', `/product/bid-product/${productId}`, { token: bidder.token, body: { price: 100, winner: bidder.username } }).catch(
      (error: unknown) => error,
    );
    await untilASessionWaitsOnALock(database.url!);

    const signalledAt = Date.now();
    const exitCode = await server.stop('SIGTERM');
    const seconds = (Date.now() - signalledAt) / 1000;
    await stuckBid;

    expect(seconds).toBeLessThan(DRAIN_SECONDS + CLOSE_BUDGET_SECONDS + MARGIN_SECONDS);
    expect(exitCode).toBe(1);
    expect(server.output()).toContain('a request cut at the drain timeout still holds the database; exiting without waiting for it');
    await locker.query('rollback');
  });
});
