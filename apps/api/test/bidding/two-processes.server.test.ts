import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, placeBid, signUpBidders } from '../support/bidding-fixtures.js';
import { listenOnEphemeralPort, openLiveStream, type LiveStream } from '../support/live-stream-client.js';
import { createPeerTestApp, createTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

// Two processes can only share a server database; the embedded engine belongs to one process.
describe('Two API processes on one PostgreSQL server', () => {
  let first: TestApp;
  let second: TestApp;
  let servers: { baseUrl: string; close(): Promise<void> }[];
  let bidders: SignedInUser[];
  const streams: LiveStream[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    second = await createPeerTestApp(first);
    servers = [await listenOnEphemeralPort(first.app), await listenOnEphemeralPort(second.app)];
    bidders = await signUpBidders(first, 2);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.close();
    await second.close();
    await first.close();
  });

  it('When bids are placed through either process, then watchers on both processes receive every bid once, in order', async () => {
    const { productId } = await createAuction(first, { price: 100 });
    for (const server of servers) streams.push(await openLiveStream(`${server.baseUrl}/api/v1/product/${productId}/live`));
    const [alice, bob] = bidders as [SignedInUser, SignedInUser];

    await placeBid(first, alice, productId, 100).expect(200);
    await placeBid(second, bob, productId, 110).expect(200);
    await placeBid(second, alice, productId, 120).expect(200);
    await placeBid(first, bob, productId, 130).expect(200);

    for (const stream of streams) {
      await stream.waitForBids(4);
      expect(stream.bids().map((bid) => [bid.id, bid.data.price])).toEqual([
        ['1', 100],
        ['2', 110],
        ['3', 120],
        ['4', 130],
      ]);
    }
  });

  it('When the server drops the listening connections, then both processes listen again and keep delivering', async () => {
    const { productId } = await createAuction(first, { price: 100 });
    const watchers = [];
    for (const server of servers) watchers.push(await openLiveStream(`${server.baseUrl}/api/v1/product/${productId}/live`));
    streams.push(...watchers);

    const pool = first.database.pool!;
    const listenerPids = async () =>
      (
        await pool.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
        )
      ).rows.map(({ pid }) => pid);
    const dropped = await listenerPids();
    expect(dropped).toHaveLength(2);
    await pool.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [dropped]);
    while ((await listenerPids()).filter((pid) => !dropped.includes(pid)).length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    await placeBid(second, bidders[0]!, productId, 100).expect(200);
    for (const watcher of watchers) {
      await watcher.waitForBids(1);
      expect(watcher.bids().map((bid) => bid.id)).toEqual(['1']);
    }
  });
});
