import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTwoBidders, buyNow, createAuction, placeBid, readLedger } from '../support/bidding-fixtures.js';
import { type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

const keptLedgerOf = (productId: string) => request(testApp.app).get(`/api/v1/product/removed/${productId}`);

async function removedAfterBids(bids: [SignedInUser, number][]) {
  const { productId, seller } = await createAuction(testApp, { price: 1000 });
  for (const [bidder, price] of bids) await placeBid(testApp, bidder, productId, price).expect(200);
  const ledger = await readLedger(testApp, productId);
  await request(testApp.app).delete(`/api/v1/product/delete-product/${productId}`).set('Authorization', seller.token).expect(200);
  return { productId, ledger };
}

describe('GET /api/v1/product/removed/{id}', () => {
  it('When an admin deletes an auction with bids, then its ledger is kept as it stood, verified, while the auction itself is gone', async () => {
    const before = Date.now();
    const { productId, ledger } = await removedAfterBids([
      [alice, 1000],
      [bob, 1100],
      [alice, 1250.5],
    ]);

    const kept = await keptLedgerOf(productId).expect(200);

    expect(kept.body).toEqual({
      success: true,
      auction: { _id: productId, name: expect.stringMatching(/^Lot /), slug: expect.stringMatching(/^lot-/), removedAt: expect.any(String) },
      bids: ledger.bids,
      verified: true,
    });
    expect(kept.body.bids.map((bid: { amount: number; bidder: string }) => [bid.amount, bid.bidder])).toEqual([
      [1250.5, alice.user.email],
      [1100, bob.user.email],
      [1000, alice.user.email],
    ]);
    expect(Date.parse(kept.body.auction.removedAt)).toBeGreaterThanOrEqual(before);
    await request(testApp.app).get(`/api/v1/product/${productId}/bids`).expect(404);
  });

  it('When a Buy It Now sale is deleted, then its one ledger row is kept and verifies', async () => {
    const { productId, seller } = await createAuction(testApp, { price: 1000, buyNowPrice: 5000 });
    await buyNow(testApp, alice, productId).expect(200);
    await request(testApp.app).delete(`/api/v1/product/delete-product/${productId}`).set('Authorization', seller.token).expect(200);

    const kept = (await keptLedgerOf(productId).expect(200)).body;

    expect(kept.bids).toEqual([expect.objectContaining({ kind: 'buy-now', amount: 5000, bidder: alice.user.email })]);
    expect(kept.verified).toBe(true);
  });

  it('When the kept copy is altered afterwards, then it is served as not verified', async () => {
    const { productId } = await removedAfterBids([
      [alice, 1000],
      [bob, 1100],
    ]);
    await testApp.database.db.execute(
      sql`update removed_auctions set ledger = jsonb_set(ledger, '{0,amount}', '900') where product_id = ${productId}`,
    );

    const kept = (await keptLedgerOf(productId).expect(200)).body;

    expect(kept.bids.map((bid: { amount: number }) => bid.amount)).toEqual([1100, 900]);
    expect(kept.verified).toBe(false);
  });

  it('When an auction nobody bid on is deleted, then nothing is kept: 404', async () => {
    const { productId, seller } = await createAuction(testApp, { price: 1000 });
    await request(testApp.app).delete(`/api/v1/product/delete-product/${productId}`).set('Authorization', seller.token).expect(200);

    const reply = await keptLedgerOf(productId).expect(404);

    expect(reply.body).toEqual({ success: false, message: 'No removed auction has this id' });
  });

  it('When the auction still runs, or the id is unknown or malformed, then there is no removed auction to show', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000).expect(200);

    await keptLedgerOf(productId).expect(404);
    await keptLedgerOf('00000000-0000-4000-8000-000000000000').expect(404);
    const malformed = await keptLedgerOf('not-an-id').expect(400);
    expect(malformed.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});
