import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTwoBidders, createAuction, placeBid, readLedger } from '../support/bidding-fixtures.js';
import { type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

const myMaxBid = async (user: SignedInUser, productId: string) =>
  ((await request(testApp.app).get('/api/v1/product/my-bids').set('Authorization', user.token).expect(200)).body.bids as { product: { _id: string }; myMaxBid: number | null }[]).find(
    (entry) => entry.product._id === productId,
  )?.myMaxBid;
const ledgerRows = async (productId: string) => {
  const ledger = await readLedger(testApp, productId);
  expect(ledger.verified).toBe(true);
  return [...ledger.bids].reverse().map((row: { amount: number; bidder: string; auto: boolean }) => [row.amount, row.bidder, row.auto]);
};

describe('The leader raising their maximum with a price under the next minimum', () => {
  it('When the leader raises it, then the price and the ledger stay, and a later rival is answered up to the new maximum', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000, { maxBid: 2000 }).expect(200);
    const raised = await placeBid(testApp, alice, productId, 1000, { maxBid: 4000 }).expect(200);
    expect(raised.body).toMatchObject({
      success: true,
      message: 'Your maximum bid is now Rs. 4000; the price stays as low as the other bids allow',
      outbid: false,
      product: { price: 1000, winner: alice.user.email, bidCount: 1, minNextBid: 1050 },
    });
    expect(await ledgerRows(productId)).toEqual([[1000, alice.user.email, false]]);
    expect(await myMaxBid(alice, productId)).toBe(4000);

    const rival = await placeBid(testApp, bob, productId, 3000).expect(200);
    expect(rival.body).toMatchObject({ outbid: true, product: { price: 3050, winner: alice.user.email } });
  });

  it("When the new maximum reaches the reserve, then the price rises to it as the leader's automatic bid", async () => {
    const { productId } = await createAuction(testApp, { price: 1000, reservePrice: 4000 });
    await placeBid(testApp, alice, productId, 1000, { maxBid: 3000 }).expect(200);
    const raised = await placeBid(testApp, alice, productId, 1000, { maxBid: 5000 }).expect(200);
    expect(raised.body.product).toMatchObject({ price: 4000, winner: alice.user.email, bidCount: 2, reserveMet: true });
    expect(raised.body.message).toBe('Your maximum bid is now Rs. 5000; the price rose to Rs. 4000, the least it can be');
    expect(await ledgerRows(productId)).toEqual([
      [1000, alice.user.email, false],
      [4000, alice.user.email, true],
    ]);
  });

  it("When the leader's old maximum held the price under the runner-up's maximum plus its increment, then the raise lifts it there", async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000, { maxBid: 1080 }).expect(200);
    // Bob's 1060 is beaten by alice's 1080, but not by an increment: the price stops at her maximum.
    expect((await placeBid(testApp, bob, productId, 1050, { maxBid: 1060 }).expect(200)).body.product).toMatchObject({ price: 1080, winner: alice.user.email });
    const raised = await placeBid(testApp, alice, productId, 1080, { maxBid: 5000 }).expect(200);
    expect(raised.body.product).toMatchObject({ price: 1110, winner: alice.user.email });
    expect((await ledgerRows(productId)).at(-1)).toEqual([1110, alice.user.email, true]);
  });

  it.each([
    ['lower than the standing one', { maxBid: 1500 }, 'Your maximum bid is already Rs. 2000; a new maximum cannot be lower'],
    ['the standing one again', { maxBid: 2000 }, 'Your maximum bid is already Rs. 2000; a new maximum must be higher'],
    ['absent: an ordinary bid under the minimum', {}, 'Bid must be at least Rs. 1050'],
  ])('When the maximum is %s, then 409 says so and nothing changes', async (_case, options, message) => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000, { maxBid: 2000 }).expect(200);
    expect((await placeBid(testApp, alice, productId, 1000, options).expect(409)).body).toEqual({ success: false, message });
    expect(await myMaxBid(alice, productId)).toBe(2000);
  });

  it('When someone who does not lead sends a maximum under the minimum, then 409 as before', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000, { maxBid: 2000 }).expect(200);
    expect((await placeBid(testApp, bob, productId, 1000, { maxBid: 9000 }).expect(409)).body.message).toBe('Bid must be at least Rs. 1050');
  });

  it('When a rival bid and a raise race, then the end state is one of their two orders and the ledger verifies', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000, { maxBid: 2000 }).expect(200);
    const [rival, raise] = await Promise.all([placeBid(testApp, bob, productId, 2500), placeBid(testApp, alice, productId, 1000, { maxBid: 4000 })]);
    const product = (await request(testApp.app).get(`/api/v1/product/get-product/${productId}`).expect(200)).body.product;
    if (raise.status === 200) expect(product).toMatchObject({ price: 2550, winner: alice.user.email });
    else expect([raise.status, product]).toMatchObject([409, { price: 2500, winner: bob.user.email }]);
    expect(rival.status).toBe(200);
    await ledgerRows(productId);
  });
});
