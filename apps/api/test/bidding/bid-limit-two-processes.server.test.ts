import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, placeBid, signUpBidders } from '../support/bidding-fixtures.js';
import { createPeerTestApp, createTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

// The bid limit's counter is counted by the bid's snapshot call on a server database: one limit for
// the site, whichever process a bid reaches.
describe('The per-bidder bid limit across two API processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ RATE_LIMIT_BIDS_PER_WINDOW: '3', RATE_LIMIT_BID_WINDOW_SECONDS: '60' });
    second = await createPeerTestApp(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('When one bidder spreads bids over both processes, then the limit + 1st is a 429 on either, and another bidder still bids', async () => {
    const [eager, calm] = (await signUpBidders(first, 2)) as [SignedInUser, SignedInUser];
    const { productId } = await createAuction(first, { price: 100 });

    await placeBid(first, eager, productId, 100).expect(200);
    await placeBid(second, eager, productId, 110).expect(200);
    await placeBid(first, eager, productId, 50).expect(409);
    const blocked = await placeBid(second, eager, productId, 500).expect(429);
    await placeBid(first, eager, productId, 500).expect(429);

    // The wait is the one Retry-After gives, not the whole 60 s window.
    expect(blocked.body).toEqual({ success: false, message: `Too many bids, please wait ${blocked.headers['retry-after']} seconds and try again` });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const other = await placeBid(second, calm, productId, 500).expect(200);
    expect(other.body.product).toMatchObject({ price: 500, bidCount: 3 });
  });
});
