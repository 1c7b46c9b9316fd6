import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsResponseSchema } from '@bidhub/contracts';
import { products } from '../../src/db/schema.js';
import { closeDueAuctions, startAuctionCloser } from '../../src/modules/auction-closing/index.js';
import { buyNow, createAuction, placeBid, setEndtime, signUpBidders, signUpTwoBidders } from '../support/bidding-fixtures.js';
import { openLiveStream } from '../support/live-stream-client.js';
import { productFields, sendForm } from '../products/catalog-fixtures.js';
import { createListeningTestApp, type SignedInUser, type ListeningTestApp } from '../support/test-app.js';

let testApp: ListeningTestApp;
beforeAll(async () => {
  testApp = await createListeningTestApp();
});
afterAll(() => testApp.close());

const closeDue = () => closeDueAuctions({ db: testApp.database.db, liveBus: testApp.liveBus });
const longAgo = () => new Date(Date.now() - 10_000);

async function kindsOf(user: SignedInUser, productId: string) {
  const response = await request(testApp.app).get('/api/v1/notifications').set('Authorization', user.token).expect(200);
  return notificationsResponseSchema
    .parse(response.body)
    .notifications.filter((notice) => notice.product._id === productId)
    .map((notice) => notice.kind);
}

async function endedAuction(options: { reservePrice?: number } = {}) {
  const [alice, bob] = await signUpTwoBidders(testApp);
  const auction = await createAuction(testApp, { price: 1000, ...options });
  await placeBid(testApp, alice, auction.productId, 1000).expect(200);
  await placeBid(testApp, bob, auction.productId, 1100).expect(200);
  await setEndtime(testApp, auction.productId, longAgo());
  return { ...auction, alice, bob };
}

describe('Closing an auction', () => {
  it('When it ends with a bid, then the winner won, the outbid bidder lost and the seller sold, once', async () => {
    const { productId, alice, bob, seller } = await endedAuction();
    expect(await closeDue()).toBeGreaterThanOrEqual(1);
    expect(await kindsOf(bob, productId)).toEqual(['won']);
    expect(await kindsOf(alice, productId)).toEqual(['lost', 'outbid']);
    expect(await kindsOf(seller, productId)).toEqual(['sold']);
    await closeDue();
    expect(await kindsOf(bob, productId)).toEqual(['won']);
  });

  it('When it ends below the reserve, then the top bidder hears reserve-not-met and the seller unsold', async () => {
    const { productId, alice, bob, seller } = await endedAuction({ reservePrice: 5000 });
    await closeDue();
    expect(await kindsOf(bob, productId)).toEqual(['reserve-not-met']);
    expect(await kindsOf(alice, productId)).toEqual(['lost', 'outbid']);
    expect(await kindsOf(seller, productId)).toEqual(['unsold']);
  });

  it('When it ends without a bid, then only the seller hears: unsold', async () => {
    const { productId, seller } = await createAuction(testApp, { endtime: new Date(Date.now() + 60_000) });
    await setEndtime(testApp, productId, longAgo());
    await closeDue();
    expect(await kindsOf(seller, productId)).toEqual(['unsold']);
  });

  it('When the admin reopens a lot that ended without a bid, then its unsold notice is taken back, and told again when it ends unsold once more', async () => {
    const { productId, seller } = await createAuction(testApp, { endtime: new Date(Date.now() + 60_000) });
    await setEndtime(testApp, productId, longAgo());
    await closeDue();
    expect(await kindsOf(seller, productId)).toEqual(['unsold']);

    const { product } = (await request(testApp.app).get(`/api/v1/product/admin-product/${productId}`).set('Authorization', seller.token).expect(200)).body;
    const reopen = request(testApp.app).put(`/api/v1/product/update-product/${productId}`).set('Authorization', seller.token);
    await sendForm(reopen, productFields(product.category._id, { name: product.name, price: String(product.price), endtime: new Date(Date.now() + 3_600_000).toISOString() })).expect(200);
    expect(await kindsOf(seller, productId)).toEqual([]);

    await setEndtime(testApp, productId, longAgo());
    await closeDue();
    expect(await kindsOf(seller, productId)).toEqual(['unsold']);
  });

  it('When an auction has not ended yet, then it stays open and nobody is told', async () => {
    const [alice] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId, seller } = await createAuction(testApp);
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await closeDue();
    expect(await kindsOf(alice, productId)).toEqual([]);
    expect(await kindsOf(seller, productId)).toEqual([]);
  });

  it('When it closes, then its live watchers get a closed event after the last bid', async () => {
    const [alice] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId } = await createAuction(testApp, { price: 1000 });
    const stream = await openLiveStream(`${testApp.baseUrl}/api/v1/product/${productId}/live`);
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await setEndtime(testApp, productId, longAgo());
    await closeDue();
    await stream.waitForEvents('closed', 1);
    const events = stream.blocks.filter((block) => block.event !== undefined);
    expect(events.map((block) => block.event)).toEqual(['bid', 'closed']);
    expect(JSON.parse(events[1]!.data!)).toEqual({
      productId,
      winner: alice.user.email,
      price: 1000,
      bidCount: 1,
      reserveMet: true,
      endtime: expect.any(String),
    });
    stream.close();
  });

  it('When Buy It Now closed it, then the buyer won and the seller sold', async () => {
    const [carol] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId, seller } = await createAuction(testApp, { price: 1000, buyNowPrice: 2500 });
    await buyNow(testApp, carol, productId).expect(200);
    await setEndtime(testApp, productId, longAgo());
    await closeDue();
    expect(await kindsOf(carol, productId)).toEqual(['won']);
    expect(await kindsOf(seller, productId)).toEqual(['sold']);
  });

  it('When a bid reaches an auction the closer has settled, then it is refused', async () => {
    const [alice] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId } = await createAuction(testApp);
    // As if the closer ran on a clock a little ahead of this process's.
    await testApp.database.db.update(products).set({ closedAt: new Date() }).where(eq(products.id, productId));
    const reply = await placeBid(testApp, alice, productId, 1000).expect(409);
    expect(reply.body).toEqual({ success: false, message: 'Auction has ended' });
  });

  it('When the closer starts, then it catches up on auctions that ended while no server ran', async () => {
    const { productId, bob } = await endedAuction();
    const closer = startAuctionCloser({ db: testApp.database.db, liveBus: testApp.liveBus, logger: pino({ level: 'silent' }) }, 50);
    await expect.poll(() => kindsOf(bob, productId), { timeout: 10_000 }).toEqual(['won']);
    await closer.stop();
  });
});
