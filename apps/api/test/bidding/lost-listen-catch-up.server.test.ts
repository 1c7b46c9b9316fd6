import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDueAuctions } from '../../src/modules/auction-closing/index.js';
import { createAuction, placeBid, setEndtime, signUpBidders } from '../support/bidding-fixtures.js';
import { listenOnEphemeralPort, openLiveStream, type LiveStream } from '../support/live-stream-client.js';
import { createPeerTestApp, createTestApp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';

// Only the server engine has a LISTEN connection to lose; on an embedded engine events stay in the process.
describe('Two API processes whose LISTEN connections the server drops', () => {
  let first: TestApp;
  let second: TestApp;
  let servers: { baseUrl: string; close(): Promise<void> }[];
  let u1: SignedInUser;
  let u2: SignedInUser;
  const streams: LiveStream[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    second = await createPeerTestApp(first);
    servers = [await listenOnEphemeralPort(first.app), await listenOnEphemeralPort(second.app)];
    [u1, u2] = (await signUpBidders(first, 2)) as [SignedInUser, SignedInUser];
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.close();
    await second.close();
    await first.close();
  });

  const open = async (path: string, headers: Record<string, string> = {}) => {
    const opened = await Promise.all(servers.map((server) => openLiveStream(`${server.baseUrl}/api/v1${path}`, headers)));
    streams.push(...opened);
    return opened;
  };
  const events = (stream: LiveStream, event: string) => stream.blocks.filter((block) => block.event === event);
  const noticeKinds = (stream: LiveStream) => events(stream, 'notification').map((block) => JSON.parse(block.data ?? '{}').kind);

  /** What the audit did: both processes' LISTEN backends terminated, and 100 ms later the next write. */
  async function dropListeners() {
    const listeners = "from pg_stat_activity where datname = current_database() and query ilike 'listen %'";
    const pool = first.database.pool!;
    // Both listening (again, after an earlier test dropped them), so that both lose a connection.
    await vi.waitFor(async () => expect((await pool.query(`select pid ${listeners}`)).rowCount).toBe(2), { timeout: 10_000, interval: 100 });
    await pool.query(`select pg_terminate_backend(pid) ${listeners}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('When a bid is placed while LISTEN is down, then every watcher gets it and the outbid bidder is told, once listening again', async () => {
    const { productId } = await createAuction(first, { price: 100 });
    const watchers = await open(`/product/${productId}/live`);
    const [notices] = await open('/notifications/live', { Authorization: u1.token });
    await placeBid(first, u1, productId, 100).expect(200);
    for (const watcher of watchers) await watcher.waitForBids(1);

    await dropListeners();
    await placeBid(second, u2, productId, 110).expect(200);

    await vi.waitFor(
      () => {
        for (const watcher of watchers) expect(watcher.bids().map((bid) => [bid.id, bid.data.price])).toEqual([['1', 100], ['2', 110]]);
        expect(noticeKinds(notices!)).toEqual(['outbid']);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('When an auction closes while LISTEN is down, then its watchers get the closed event and its bidders their notices, once listening again', async () => {
    const { productId } = await createAuction(first, { price: 100 });
    await placeBid(first, u1, productId, 100).expect(200);
    await placeBid(first, u2, productId, 110).expect(200);
    const watchers = await open(`/product/${productId}/live`);
    const [notices] = await open('/notifications/live', { Authorization: u1.token });

    await dropListeners();
    await setEndtime(first, productId, new Date(Date.now() - 10_000));
    expect(await closeDueAuctions({ db: first.database.db, liveBus: first.liveBus })).toBe(1);

    await vi.waitFor(
      () => {
        for (const watcher of watchers) expect(events(watcher, 'closed').map((block) => JSON.parse(block.data ?? '{}').winner)).toEqual([u2.user.email]);
        expect(noticeKinds(notices!)).toEqual(['lost']);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('When an auction is deleted while LISTEN is down, then its watchers are told and their streams end', async () => {
    const admin = await signUpAdmin(first);
    const { productId } = await createAuction(first, { price: 100 });
    const watchers = await open(`/product/${productId}/live`);

    await dropListeners();
    await request(second.app).delete(`/api/v1/product/delete-product/${productId}`).set('Authorization', admin.token).expect(200);

    await vi.waitFor(() => watchers.forEach((watcher) => expect(events(watcher, 'removed')).toHaveLength(1)), { timeout: 10_000, interval: 100 });
    // The stream ended after it.
    await Promise.all(watchers.map((watcher) => watcher.text()));
  });

  it('When a process publishes while its LISTEN connection is down, then the event still goes out to the others', async () => {
    // An outside listener, whose last statement is not its LISTEN, so that the audit's query spares it.
    const observer = new pg.Client({ connectionString: first.databaseUrl });
    await observer.connect();
    const heard: string[] = [];
    observer.on('notification', ({ payload }) => heard.push(payload ?? ''));
    await observer.query('LISTEN bidhub_bids');
    await observer.query('select 1');
    const productId = randomUUID();

    await dropListeners();
    first.liveBus.publishRemoved({ productId });

    await vi.waitFor(() => expect(heard.some((payload) => payload.includes(productId))).toBe(true), { timeout: 10_000, interval: 100 });
    await observer.end();
  });

  it('When a category is created while LISTEN is down, then the other process lists it once listening again', async () => {
    const admin = await signUpAdmin(first);
    const names = async () =>
      (await request(first.app).get('/api/v1/category/get-category').expect(200)).body.category.map((category: { name: string }) => category.name);
    // Now cached in the first process.
    expect(await names()).not.toContain('Lost And Found');

    await dropListeners();
    await request(second.app).post('/api/v1/category/create-category').set('Authorization', admin.token).send({ name: 'Lost And Found' }).expect(201);

    await vi.waitFor(async () => expect(await names()).toContain('Lost And Found'), { timeout: 10_000, interval: 200 });
  });
});
