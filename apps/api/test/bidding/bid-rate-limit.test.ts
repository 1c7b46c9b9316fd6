import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, placeBid, signUpBidders, signUpTwoBidders } from '../support/bidding-fixtures.js';
import { createTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_BIDS_PER_WINDOW: '3', RATE_LIMIT_BID_WINDOW_SECONDS: '60' });
});
afterAll(() => testApp.close());

describe('Per-bidder rate limit', () => {
  it('When one bidder exceeds the bids per window, then 429 JSON with Retry-After, while another bidder still bids', async () => {
    const [eager, calm] = await signUpTwoBidders(testApp);
    const { productId } = await createAuction(testApp, { price: 100 });
    await placeBid(testApp, eager, productId, 100).expect(200);
    await placeBid(testApp, eager, productId, 110).expect(200);
    await placeBid(testApp, eager, productId, 50).expect(409);
    const blocked = await placeBid(testApp, eager, productId, 500).expect(429);
    // The wait is the one Retry-After gives, not the whole 60 s window.
    expect(blocked.body).toEqual({ success: false, message: `Too many bids, please wait ${blocked.headers['retry-after']} seconds and try again` });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const other = await placeBid(testApp, calm, productId, 500).expect(200);
    expect(other.body.product).toMatchObject({ price: 500, bidCount: 3 });
  });
});

describe('The bid limit in every bid reply, on every engine (counted in memory or by the bid\'s own call)', () => {
  it('When a bidder bids, is refused and is limited, then each reply says the policy and what is left of it', async () => {
    const [steady] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId } = await createAuction(testApp, { price: 100 });
    const replies = [await placeBid(testApp, steady, productId, 100).expect(200), await placeBid(testApp, steady, productId, 50).expect(409)];
    await placeBid(testApp, steady, productId, 200).expect(200);
    replies.push(await placeBid(testApp, steady, productId, 300).expect(429));
    for (const reply of replies) expect(reply.headers['ratelimit-policy']).toBe('3;w=60');
    expect(replies.map((reply) => /remaining=(\d+)/.exec(reply.headers['ratelimit'] ?? '')?.[1])).toEqual(['2', '1', '0']);
    expect(Number(/reset=(\d+)/.exec(replies[0]!.headers['ratelimit'] ?? '')?.[1])).toBeGreaterThan(0);
  });
});

describe('Per-bidder rate limit, part-way through its 10 s window', () => {
  let shortWindow: TestApp;
  beforeAll(async () => {
    shortWindow = await createTestApp({ RATE_LIMIT_BIDS_PER_WINDOW: '1', RATE_LIMIT_BID_WINDOW_SECONDS: '10' });
  });
  afterAll(() => shortWindow.close());

  it('When the limit is hit later in the window, then the message names the seconds left, as Retry-After does, not the whole window', async () => {
    const [eager] = (await signUpBidders(shortWindow, 1)) as [SignedInUser];
    const { productId } = await createAuction(shortWindow, { price: 100 });
    await placeBid(shortWindow, eager, productId, 100).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const blocked = await placeBid(shortWindow, eager, productId, 500).expect(429);
    const secondsLeft = Number(blocked.headers['retry-after']);
    expect(secondsLeft).toBeLessThan(10);
    expect(blocked.body).toEqual({ success: false, message: `Too many bids, please wait ${secondsLeft} seconds and try again` });
  });
});
