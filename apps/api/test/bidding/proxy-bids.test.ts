import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTwoBidders, createAuction, placeBid, readLedger } from '../support/bidding-fixtures.js';
import { type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

const myBids = async (user: SignedInUser) =>
  (await request(testApp.app).get('/api/v1/product/my-bids').set('Authorization', user.token).expect(200)).body.bids as { product: { _id: string }; myMaxBid: number | null; outcome: string }[];

describe('PUT /api/v1/product/bid-product/{id} with maxBid', () => {
  it("When the issue's example is played through the API, then price, winner and ledger follow it", async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const first = await placeBid(testApp, alice, productId, 1000, { maxBid: 3000 }).expect(200);
    expect(first.body).toMatchObject({ message: 'Bid placed successfully', outbid: false, product: { price: 1000, winner: alice.user.email, bidCount: 1 } });

    const second = await placeBid(testApp, bob, productId, 1500).expect(200);
    expect(second.body).toMatchObject({
      message: 'Your bid was placed, but you were outbid at once by an automatic bid',
      outbid: true,
      product: { price: 1550, winner: alice.user.email, bidCount: 3, minNextBid: 1600 },
    });
    expect((await placeBid(testApp, bob, productId, 3000).expect(200)).body).toMatchObject({ outbid: true, product: { price: 3000, winner: alice.user.email } });
    expect((await placeBid(testApp, bob, productId, 3100).expect(200)).body).toMatchObject({ outbid: false, product: { price: 3100, winner: bob.user.email } });

    const ledger = await readLedger(testApp, productId);
    expect(ledger.verified).toBe(true);
    expect([...ledger.bids].reverse().map((row: { amount: number; bidder: string; auto: boolean; v: number }) => [row.amount, row.bidder, row.auto, row.v])).toEqual([
      [1000, alice.user.email, false, 2],
      [1500, bob.user.email, false, 2],
      [1550, alice.user.email, true, 2],
      [3000, bob.user.email, false, 2],
      [3000, alice.user.email, true, 2],
      [3100, bob.user.email, false, 2],
    ]);
  });

  it('When a bidder sends a lower maximum than their standing one, then 409 names their maximum and nothing changes', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000, { maxBid: 3000 }).expect(200);
    const lower = await placeBid(testApp, alice, productId, 1050, { maxBid: 2000 }).expect(409);
    expect(lower.body).toEqual({ success: false, message: 'Your maximum bid is already Rs. 3000; a new maximum cannot be lower' });
    expect((await readLedger(testApp, productId)).bids).toHaveLength(1);
  });

  it('When a leader raises their maximum, then the lead stays and my-bids shows the new maximum to them only', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000, { maxBid: 2000 }).expect(200);
    await placeBid(testApp, alice, productId, 1050, { maxBid: 4000 }).expect(200);
    await placeBid(testApp, bob, productId, 3000).expect(200);
    const aliceEntry = (await myBids(alice)).find((entry) => entry.product._id === productId)!;
    const bobEntry = (await myBids(bob)).find((entry) => entry.product._id === productId)!;
    expect(aliceEntry).toMatchObject({ myMaxBid: 4000, outcome: 'winning' });
    expect(bobEntry).toMatchObject({ myMaxBid: 3000, outcome: 'outbid' });
  });

  it.each([
    [{ price: 1500, maxBid: 1499 }, 'maxBid: Maximum bid must be at least the bid amount'],
    [{ price: 1500, maxBid: '10.005' }, 'maxBid: Maximum bid must be a positive number with at most 2 decimals'],
    [{ price: 1500, maxBid: -5 }, 'maxBid: Maximum bid must be a positive number with at most 2 decimals'],
    [{ price: 1500, maxBid: { amount: 5000 } }, 'maxBid: Maximum bid must be a positive number with at most 2 decimals'],
    [{ price: 1500, maxBid: true }, 'maxBid: Maximum bid must be a positive number with at most 2 decimals'],
    // JSON writes these in an exponent; what is wrong is the size.
    [{ price: 1500, maxBid: 1e308 }, 'maxBid: Maximum bid must be at most 1000000000'],
    [{ price: 1e21 }, 'price: Bid amount must be at most 1000000000'],
  ])("When the bid is %o, then 400 '%s'", async (body, message) => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const reply = await request(testApp.app)
      .put(`/api/v1/product/bid-product/${productId}`)
      .set('Authorization', alice.token)
      .send({ ...body, winner: alice.user.email })
      .expect(400);
    expect(reply.body).toEqual({ success: false, message });
  });

  it('When a maximum is sent with a bid below the minimum, then it is still refused with 409', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    const reply = await placeBid(testApp, bob, productId, 1000, { maxBid: 9000 }).expect(409);
    expect(reply.body.message).toBe('Bid must be at least Rs. 1050');
  });

  it("When the leader's maximum reaches the reserve, then the price rises to it and the reserve is met", async () => {
    const { productId } = await createAuction(testApp, { price: 1000, reservePrice: 4000 });
    const below = await placeBid(testApp, alice, productId, 1000, { maxBid: 3000 }).expect(200);
    expect(below.body.product).toMatchObject({ price: 1000, hasReserve: true, reserveMet: false });
    expect(below.body.product).not.toHaveProperty('reservePrice');
    const crossing = await placeBid(testApp, alice, productId, 1050, { maxBid: 5000 }).expect(200);
    expect(crossing.body.product).toMatchObject({ price: 4000, winner: alice.user.email, reserveMet: true });
    expect((await readLedger(testApp, productId)).verified).toBe(true);
  });
});
