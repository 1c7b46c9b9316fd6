import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error.js';
import { createBiddingService } from '../../src/modules/bidding/bidding-service.js';
import { createAuction, readLedger, signUpBidders } from '../support/bidding-fixtures.js';
import { createTestApp, passwordVersionOf, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let bidders: SignedInUser[];
let service: ReturnType<typeof createBiddingService>;
beforeAll(async () => {
  testApp = await createTestApp();
  bidders = await signUpBidders(testApp, 3);
  service = createBiddingService({ db: testApp.database.db, liveBus: testApp.liveBus, extensionSeconds: 120 });
});
afterAll(() => testApp.close());

interface Bid {
  bidder: SignedInUser;
  productId: string;
  price: number;
  idempotencyKey?: string;
}

/** Bids placed in the same turn of the event loop, so they share the service's read and its write. */
async function placeTogether(bids: Bid[]) {
  const outcomes = await Promise.allSettled(
    bids.map(({ bidder, productId, price, idempotencyKey }) =>
      service.placeBid({ session: { userId: bidder.user._id, passwordVersion: passwordVersionOf(bidder), issuedAt: undefined }, productId, request: { price, winner: bidder.user.email }, idempotencyKey }),
    ),
  );
  return outcomes.map((outcome) => {
    if (outcome.status === 'fulfilled') return { status: outcome.value.statusCode, productId: outcome.value.body.success ? outcome.value.body.product._id : undefined, price: outcome.value.body.success ? outcome.value.body.product.price : undefined };
    if (outcome.reason instanceof AppError) return { status: outcome.reason.status, message: outcome.reason.message };
    throw outcome.reason;
  });
}

const amountsOf = async (productId: string) => {
  const ledger = await readLedger(testApp, productId);
  expect(ledger.verified).toBe(true);
  return ledger.bids.map((bid: { bidder: string; amount: number }) => [bid.bidder, bid.amount]);
};

describe('Bids that arrive together, sharing one read and one write', () => {
  it('When bids on different lots arrive together, then each is recorded and each bidder gets the reply for their own lot', async () => {
    const lots = await Promise.all([1000, 2000, 3000].map((price) => createAuction(testApp, { price })));
    const bids = lots.map(({ productId }, index) => ({ bidder: bidders[index]!, productId, price: (index + 1) * 1000 }));

    expect(await placeTogether(bids)).toEqual(bids.map(({ productId, price }) => ({ status: 200, productId, price })));
    for (const { bidder, productId, price } of bids) expect(await amountsOf(productId)).toEqual([[bidder.user.email, price]]);
  });

  it('When two bids on one lot arrive together, then the second is decided against the first: a higher one leads, the same amount is refused', async () => {
    const [alice, bob, carol] = bidders as [SignedInUser, SignedInUser, SignedInUser];
    const { productId } = await createAuction(testApp, { price: 1000 });

    const outcomes = await placeTogether([
      { bidder: alice, productId, price: 1000 },
      { bidder: bob, productId, price: 1500 },
      { bidder: carol, productId, price: 1000 },
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual([200, 200, 409]);
    // The ledger lists the newest bid first.
    expect(await amountsOf(productId)).toEqual([
      [bob.user.email, 1500],
      [alice.user.email, 1000],
    ]);
  });

  it('When one bid in a shared write fails, then the others are still recorded and only that bid answers for its failure', async () => {
    const [alice, bob] = bidders as [SignedInUser, SignedInUser];
    const [first, second, third] = await Promise.all([1000, 1000, 1000].map((price) => createAuction(testApp, { price })));
    const key = `shared-${Date.now()}`;

    // Alice reuses one Idempotency-Key on two lots: the second write under it breaks the key's unique index.
    const [aliceFirst, aliceSecond, bobs] = await placeTogether([
      { bidder: alice, productId: first!.productId, price: 1000, idempotencyKey: key },
      { bidder: alice, productId: second!.productId, price: 1000, idempotencyKey: key },
      { bidder: bob, productId: third!.productId, price: 1000 },
    ]);

    expect(bobs).toEqual({ status: 200, productId: third!.productId, price: 1000 });
    expect(await amountsOf(third!.productId)).toEqual([[bob.user.email, 1000]]);
    // The key's first reply answers both of Alice's requests, and only that lot holds her bid.
    expect(aliceSecond).toEqual(aliceFirst);
    const aliceLedgers = [await amountsOf(first!.productId), await amountsOf(second!.productId)];
    expect(aliceLedgers.flat()).toEqual([[alice.user.email, 1000]]);
  });
});
