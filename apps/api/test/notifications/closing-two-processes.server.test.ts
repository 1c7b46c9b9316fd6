import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueAuctions } from '../../src/modules/auction-closing/index.js';
import { createAuction, placeBid, setEndtime, signUpBidders } from '../support/bidding-fixtures.js';
import { listenOnEphemeralPort, openLiveStream } from '../support/live-stream-client.js';
import { createPeerTestApp, createTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

let primary: TestApp;
let peer: TestApp;
beforeAll(async () => {
  primary = await createTestApp();
  peer = await createPeerTestApp(primary);
});
afterAll(async () => {
  await peer.close();
  await primary.close();
});

const AUCTIONS = 12;

describe('Closing with two API processes on one database', () => {
  it('When both run the closer at once, then every auction is closed exactly once and its watchers hear it once', async () => {
    const [alice] = (await signUpBidders(primary, 1)) as [SignedInUser];
    const productIds: string[] = [];
    for (let index = 0; index < AUCTIONS; index += 1) {
      const { productId } = await createAuction(primary, { price: 1000 });
      await placeBid(primary, alice, productId, 1000).expect(200);
      productIds.push(productId);
    }
    const server = await listenOnEphemeralPort(peer.app);
    const stream = await openLiveStream(`${server.baseUrl}/api/v1/product/${productIds[0]}/live`);
    await Promise.all(productIds.map((id) => setEndtime(primary, id, new Date(Date.now() - 10_000))));

    const closeOn = (app: TestApp) => closeDueAuctions({ db: app.database.db, liveBus: app.liveBus });
    const counts = await Promise.all([closeOn(primary), closeOn(peer), closeOn(primary), closeOn(peer)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(AUCTIONS);

    await stream.waitForEvents('closed', 1);
    // Long enough for a duplicate NOTIFY from the other process to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stream.blocks.filter((block) => block.event === 'closed')).toHaveLength(1);
    stream.close();
    await server.close();
  });
});
