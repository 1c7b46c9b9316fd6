import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.js';
import { planBid } from '../../src/modules/bidding/apply-bid.js';
import { decideBid } from '../../src/modules/bidding/bid-rules.js';
import { readBidSnapshot } from '../../src/modules/bidding/bid-snapshot.js';
import { recordBid } from '../../src/modules/bidding/record-bid.js';
import { appWithTwoBidders, createAuction, placeBid } from '../support/bidding-fixtures.js';
import { type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

/** Bob's bid, decided on a snapshot read now and written only when the returned function is called. */
async function bobDecidesNow(productId: string, amount: number) {
  const db = testApp.database.db;
  const { snapshot } = await readBidSnapshot(db, { productId, bidderId: bob.user._id, idempotencyKey: undefined });
  const now = new Date();
  const accepted = decideBid(snapshot!.product, bob.user._id, amount, now, 120);
  const plan = planBid({ snapshot: snapshot!, bidder: { id: bob.user._id, email: bob.user.email }, accepted, maxBid: undefined, now });
  return () => recordBid(db, { ...plan.write, reply: undefined, notices: [] });
}

const ledgerOf = async (productId: string) => (await request(testApp.app).get(`/api/v1/product/${productId}/bids`).expect(200)).body;

describe('The bid write that finds the product moved since its snapshot', () => {
  it('When nothing moved, then the bid is recorded', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const write = await bobDecidesNow(productId, 1000);

    expect(await write()).toEqual({ recorded: true });
    expect((await ledgerOf(productId)).bids).toHaveLength(1);
  });

  it('When another bid landed in between, then nothing is written and the reply says what the product moved to', async () => {
    const endtime = new Date(Date.now() + 3600_000);
    const { productId } = await createAuction(testApp, { price: 1000, endtime });
    const write = await bobDecidesNow(productId, 1000);
    await placeBid(testApp, alice, productId, 1200).expect(200);

    expect(await write()).toEqual({ recorded: false, moved: { price: 1200, bidCount: 1, endtime, closedAt: null } });
    const ledger = await ledgerOf(productId);
    expect(ledger.verified).toBe(true);
    expect(ledger.bids.map((bid: { bidder: string; amount: number }) => [bid.bidder, bid.amount])).toEqual([[alice.user.email, 1200]]);
  });

  it('When the product was removed in between, then nothing is written and there is nothing it moved to', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const write = await bobDecidesNow(productId, 1000);
    await testApp.database.db.delete(products).where(eq(products.id, productId));

    expect(await write()).toEqual({ recorded: false, moved: undefined });
  });
});
