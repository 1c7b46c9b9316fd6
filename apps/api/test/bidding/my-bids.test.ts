import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, placeBid, setEndtime, signUpTwoBidders } from '../support/bidding-fixtures.js';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const myBids = (user: SignedInUser) => request(testApp.app).get('/api/v1/product/my-bids').set('Authorization', user.token);

describe('GET /api/v1/product/my-bids', () => {
  it('When a user bid on open and closed auctions, then each shows their highest bid and winning, outbid, won or lost, latest activity first', async () => {
    const [alice, bob] = await signUpTwoBidders(testApp);
    const lost = await createAuction(testApp, { price: 100 });
    const won = await createAuction(testApp, { price: 100 });
    const outbid = await createAuction(testApp, { price: 100 });
    const winning = await createAuction(testApp, { price: 100 });

    await placeBid(testApp, alice, lost.productId, 100).expect(200);
    await placeBid(testApp, bob, lost.productId, 110).expect(200);
    await placeBid(testApp, alice, won.productId, 100).expect(200);
    await placeBid(testApp, alice, won.productId, 150).expect(200);
    await placeBid(testApp, alice, outbid.productId, 100).expect(200);
    await placeBid(testApp, bob, outbid.productId, 200).expect(200);
    await placeBid(testApp, alice, winning.productId, 120).expect(200);
    await setEndtime(testApp, lost.productId, new Date(Date.now() - 1000));
    await setEndtime(testApp, won.productId, new Date(Date.now() - 1000));

    const reply = await myBids(alice).expect(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.bids.map((bid: { product: { _id: string }; myHighestBid: number; outcome: string }) => [bid.product._id, bid.myHighestBid, bid.outcome])).toEqual([
      [winning.productId, 120, 'winning'],
      [outbid.productId, 100, 'outbid'],
      [won.productId, 150, 'won'],
      [lost.productId, 100, 'lost'],
    ]);
    expect(reply.body.bids[0].product).toMatchObject({ price: 120, winner: alice.user.email, status: 'open' });
  });

  it('When a user has not bid, then the list is empty', async () => {
    const newcomer = await signUp(testApp.app);
    expect((await myBids(newcomer).expect(200)).body).toEqual({ success: true, bids: [], total: 0, pageSize: 100 });
  });

  it('When a user bid on more lots than a page holds, then ?page=2 lists the rest, a win among them, and every page says how many in all', async () => {
    const [busy] = await signUpTwoBidders(testApp);
    const first = await createAuction(testApp, { price: 100 });
    await placeBid(testApp, busy, first.productId, 100).expect(200);
    await setEndtime(testApp, first.productId, new Date(Date.now() - 1000));
    for (let lot = 0; lot < 100; lot += 1) {
      const { productId } = await createAuction(testApp, { price: 100 });
      await placeBid(testApp, busy, productId, 100).expect(200);
    }

    const page1 = (await myBids(busy).expect(200)).body;
    expect(page1).toMatchObject({ total: 101, pageSize: 100 });
    expect(page1.bids).toHaveLength(100);
    const page2 = (await request(testApp.app).get('/api/v1/product/my-bids?page=2').set('Authorization', busy.token).expect(200)).body;
    expect(page2).toMatchObject({ total: 101, pageSize: 100, bids: [{ product: { _id: first.productId }, outcome: 'won' }] });
    const refused = await request(testApp.app).get('/api/v1/product/my-bids?page=0').set('Authorization', busy.token).expect(400);
    expect(refused.body).toEqual({ success: false, message: 'Page must be at least 1' });
  });

  it('When nobody is signed in, then 401', async () => {
    const reply = await request(testApp.app).get('/api/v1/product/my-bids').expect(401);
    expect(reply.body.success).toBe(false);
  });
});
