import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, ledgerOf, openAuction, registerAndSignIn } from '../support/http-client.js';
import { openLiveStream } from '../support/live-stream-client.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { openTestDatabase } from '../support/test-database.js';
import { executedRows } from '../../src/db/executed-rows.js';

const FAILURE_LIMIT = 5;

// Two real `node src/server.ts` processes on one PostgreSQL database, as behind a load balancer.
describe('Two API processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let processA: ServerProcess;
  let processB: ServerProcess;
  let admin: { username: string; token: string };

  beforeAll(async () => {
    database = await openTestDatabase();
    const environment = {
      DATABASE_URL: database.url!,
      ADMIN_USERNAMES: 'cluster-admin',
      RATE_LIMIT_FAILURES_PER_USERNAME: String(FAILURE_LIMIT),
      RATE_LIMIT_BIDS_PER_WINDOW: '100000',
    };
    [processA, processB] = await Promise.all([startServer(environment), startServer(environment)]);
    admin = await registerAndSignIn(processA.baseUrl, 'cluster-admin');
  });
  afterAll(async () => {
    await Promise.all([processA?.stop(), processB?.stop()]);
    await database?.close();
  });

  it('When a bid is placed through A, then an SSE watcher connected to B receives it within 1 s', async () => {
    const productId = await openAuction(processA.baseUrl, admin.token, 100);
    const bidder = await registerAndSignIn(processA.baseUrl);
    const watcher = await openLiveStream(`${processB.baseUrl}/api/v1/product/${productId}/live`);

    const reply = await callApi(processA.baseUrl, 'PUT', `/product/bid-product/${productId}`, { token: bidder.token, body: { price: 100, winner: bidder.username } });
    expect(reply.status).toBe(200);
    // From the bid's acknowledgement: the time the bid itself took on a busy machine left B less than
    // a second, or none, to pass it on.
    const deadline = new Promise((_, reject) => setTimeout(() => reject(new Error('no live bid on B within 1 s of its acknowledgement')), 1000));
    await Promise.race([watcher.waitForBids(1), deadline]);
    expect(watcher.bids()[0]?.data).toMatchObject({ price: 100, winner: bidder.username });
    watcher.close();
  });

  it('When wrong passwords for one username alternate between A and B, then the limit + 1st failure is a 429 on either process', async () => {
    const { username } = await registerAndSignIn(processA.baseUrl);
    const wrongLogin = (server: ServerProcess) => callApi(server.baseUrl, 'POST', '/auth/login', { body: { email: username, password: 'wrong-password' } });
    for (let attempt = 0; attempt < FAILURE_LIMIT; attempt += 1) {
      expect((await wrongLogin(attempt % 2 === 0 ? processA : processB)).status).toBe(401);
    }
    const [onA, onB] = [await wrongLogin(processA), await wrongLogin(processB)];
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(onA.body).toMatchObject({ success: false, message: expect.stringContaining('Too many failed attempts') });
    // The shared counters live a window long: unlogged, a count is no flushed commit per request.
    const table = await database.db.execute(sql`select relpersistence from pg_class where relname = 'rate_limit_counters'`);
    expect(executedRows<{ relpersistence: string }>(table)).toEqual([{ relpersistence: 'u' }]);
  });

  it('When 200 concurrent bids are split over A and B on one product, then the ledger verifies, amounts rise with the sequence and the product shows the last row', async () => {
    const productId = await openAuction(processA.baseUrl, admin.token, 100);
    const bidders = await Promise.all(Array.from({ length: 20 }, () => registerAndSignIn(processB.baseUrl)));
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const bidder = bidders[index % bidders.length]!;
        const server = index % 2 === 0 ? processA : processB;
        const price = 100 + 10 * Math.floor(Math.random() * 300);
        return callApi(server.baseUrl, 'PUT', `/product/bid-product/${productId}`, { token: bidder.token, body: { price, winner: bidder.username } });
      }),
    );
    expect(replies.every((reply) => reply.status === 200 || reply.status === 409)).toBe(true);

    const ledger = await ledgerOf(processA.baseUrl, productId);
    const accepted = replies.filter((reply) => reply.status === 200);
    expect(ledger.verified).toBe(true);
    expect(ledger.bids).toHaveLength(accepted.length);
    for (let index = 1; index < ledger.bids.length; index += 1) {
      expect(ledger.bids[index]!.amount).toBeGreaterThan(ledger.bids[index - 1]!.amount);
    }
    const { body } = await callApi(processB.baseUrl, 'GET', `/product/get-product?limit=100`);
    const product = (body.products as { _id: string; price: number; winner: string }[]).find((candidate) => candidate._id === productId)!;
    expect([product.price, product.winner]).toEqual([ledger.bids.at(-1)!.amount, ledger.bids.at(-1)!.bidder]);
  });
});
