import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTwoBidders, buyNow, createAuction, placeBid, readLedger, setEndtime } from '../support/bidding-fixtures.js';
import { type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

describe('POST /api/v1/product/{id}/buy-now', () => {
  it('When a signed-in user buys an open lot without bids, then it closes at once at the Buy It Now price', async () => {
    const { productId } = await createAuction(testApp, { price: 1000, buyNowPrice: 2500 });
    const reply = await buyNow(testApp, alice, productId).expect(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'You bought it with Buy It Now',
      product: { price: 2500, winner: alice.user.email, status: 'closed', bidCount: 1, buyNowPrice: null },
    });
    const ledger = await readLedger(testApp, productId);
    expect(ledger.verified).toBe(true);
    expect(ledger.bids[0]).toMatchObject({ kind: 'buy-now', amount: 2500, auto: false, v: 2 });
    expect((await buyNow(testApp, bob, productId).expect(409)).body).toEqual({ success: false, message: 'Buy It Now is no longer available' });
    expect((await placeBid(testApp, bob, productId, 2600).expect(409)).body.message).toBe('Auction has ended');
  });

  it('When a bid exists, the lot is closed, or there is no Buy It Now price, then 409', async () => {
    const withBid = await createAuction(testApp, { price: 1000, buyNowPrice: 2500 });
    const offered = await placeBid(testApp, alice, withBid.productId, 1000).expect(200);
    expect(offered.body.product.buyNowPrice).toBeNull();
    await buyNow(testApp, bob, withBid.productId).expect(409);
    const closed = await createAuction(testApp, { price: 1000, buyNowPrice: 2500 });
    await setEndtime(testApp, closed.productId, new Date(Date.now() - 1000));
    await buyNow(testApp, bob, closed.productId).expect(409);
    const without = await createAuction(testApp, { price: 1000 });
    await buyNow(testApp, bob, without.productId).expect(409);
  });

  it('When the buyer names the price they agreed to and an admin has changed it since, then 409 with the new price, and nothing is sold', async () => {
    const { productId } = await createAuction(testApp, { price: 1000, buyNowPrice: 6000 });
    // The admin's edit, as its update stores it.
    await testApp.database.db.update(products).set({ buyNowPrice: 9000 }).where(eq(products.id, productId));
    const purchase = (price: unknown) => request(testApp.app).post(`/api/v1/product/${productId}/buy-now`).set('Authorization', alice.token).send({ winner: alice.user.email, price });

    expect((await purchase(6000).expect(409)).body).toEqual({ success: false, message: 'The Buy It Now price is now Rs. 9000: confirm again to buy at that price' });
    expect((await readLedger(testApp, productId)).bids).toHaveLength(0);
    expect((await purchase('ten').expect(400)).body.message).toMatch(/Buy It Now price/);
    expect((await purchase(9000).expect(200)).body.product).toMatchObject({ price: 9000, winner: alice.user.email, status: 'closed' });
  });

  it("When the creator, an anonymous visitor or someone else's username tries, then 403, 401 and 400", async () => {
    const { productId, seller } = await createAuction(testApp, { price: 1000, buyNowPrice: 2500 });
    expect((await buyNow(testApp, seller, productId).expect(403)).body.message).toBe('You cannot buy your own product');
    await request(testApp.app).post(`/api/v1/product/${productId}/buy-now`).send({ winner: 'x' }).expect(401);
    await buyNow(testApp, alice, productId, bob.user.email).expect(400);
    expect((await readLedger(testApp, productId)).bids).toHaveLength(0);
  });

  it('When Buy It Now races a first bid, round after round, then exactly one of them wins', async () => {
    for (let round = 0; round < 15; round += 1) {
      const { productId } = await createAuction(testApp, { price: 1000, buyNowPrice: 2500 });
      const [bought, bid] = await Promise.all([buyNow(testApp, alice, productId), placeBid(testApp, bob, productId, 1000)]);
      expect([bought.status, bid.status].sort()).toEqual([200, 409]);
      expect((await readLedger(testApp, productId)).bids).toHaveLength(1);
    }
  });
});

describe('Reserve price', () => {
  it('When an auction closes below its reserve, then nobody wins and my-bids says reserve-not-met', async () => {
    const { productId } = await createAuction(testApp, { price: 1000, reservePrice: 5000 });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await setEndtime(testApp, productId, new Date(Date.now() - 1000));
    const bids = (await request(testApp.app).get('/api/v1/product/my-bids').set('Authorization', alice.token).expect(200)).body.bids;
    const entry = bids.find((item: { product: { _id: string } }) => item.product._id === productId);
    expect(entry).toMatchObject({ outcome: 'reserve-not-met', product: { winner: '', reserveMet: false, hasReserve: true, status: 'closed' } });
  });
});
