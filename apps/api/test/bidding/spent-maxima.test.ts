import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBidSnapshot } from '../../src/modules/bidding/bid-snapshot.js';
import { appWithTwoBidders, createAuction, placeBid, readLedger } from '../support/bidding-fixtures.js';
import { type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

/** Alice bids 1000 with no maximum; Bob answers 1050 with a maximum of 3000: Alice's 1000 is passed (spent). */
async function auctionWithASpentMaximum() {
  const { productId } = await createAuction(testApp, { price: 1000 });
  await placeBid(testApp, alice, productId, 1000).expect(200);
  await placeBid(testApp, bob, productId, 1050, { maxBid: 3000 }).expect(200);
  return productId;
}

const ledgerRows = async (productId: string) =>
  [...(await readLedger(testApp, productId)).bids].reverse().map((row: { amount: number; bidder: string; auto: boolean }) => [row.amount, row.bidder, row.auto]);

describe('Maxima a bid has already passed', () => {
  it('When a maximum is below the price, then the snapshot a bid is decided on leaves it out', async () => {
    const productId = await auctionWithASpentMaximum();

    const { snapshot } = await readBidSnapshot(testApp.database.db, { productId, bidderId: alice.user._id, idempotencyKey: undefined });

    expect(snapshot!.product.price).toBe(1050);
    expect(snapshot!.maxima.map((maximum) => [maximum.username, maximum.amount])).toEqual([[bob.user.email, 3000]]);
  });

  it('When the leader raises over a spent runner-up, then the price is the leader’s new bid, with no automatic bid', async () => {
    const productId = await auctionWithASpentMaximum();

    const raised = await placeBid(testApp, bob, productId, 1100, { maxBid: 5000 }).expect(200);

    expect(raised.body).toMatchObject({ outbid: false, product: { price: 1100, winner: bob.user.email, minNextBid: 1150 } });
    expect((await ledgerRows(productId)).at(-1)).toEqual([1100, bob.user.email, false]);
  });

  it('When the bidder whose maximum was passed bids again, then the standing maximum answers them as before', async () => {
    const productId = await auctionWithASpentMaximum();

    const again = await placeBid(testApp, alice, productId, 1100).expect(200);

    expect(again.body).toMatchObject({ outbid: true, product: { price: 1150, winner: bob.user.email } });
    expect(await ledgerRows(productId)).toEqual([
      [1000, alice.user.email, false],
      [1050, bob.user.email, false],
      [1100, alice.user.email, false],
      [1150, bob.user.email, true],
    ]);
  });
});
