import { minimumNextBidPaise, toPaise, type LedgerBid } from '@bidhub/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, placeBid, signUpBidders } from '../support/bidding-fixtures.js';
import { createTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let bidders: SignedInUser[];
beforeAll(async () => {
  testApp = await createTestApp();
  bidders = await signUpBidders(testApp, 20);
});
afterAll(() => testApp.close());

const BIDS = 200;

describe('Bids racing on one product', () => {
  it('When 200 bids from 20 users with overlapping amounts race, then the ledger is one strictly rising, verified chain ending at the highest accepted bid', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    // Five bids at each level, in an order that interleaves levels and bidders.
    const attempts = Array.from({ length: BIDS }, (_, index) => ({
      bidder: bidders[index % bidders.length]!,
      amount: 1000 + 50 * ((index * 7) % 40),
    }));

    const replies = await Promise.all(attempts.map(({ bidder, amount }) => placeBid(testApp, bidder, productId, amount)));

    const accepted = replies.flatMap((reply, index) => (reply.status === 200 ? [attempts[index]!] : []));
    const rejected = replies.filter((reply) => reply.status !== 200);
    expect(accepted.length).toBeGreaterThan(0);
    for (const reply of rejected) {
      expect(reply.status).toBe(409);
      expect(reply.body.message).toMatch(/^Bid must be at least Rs\. \d+$/);
    }

    const ledger = await request(testApp.app).get(`/api/v1/product/${productId}/bids`).expect(200);
    expect(ledger.body.verified).toBe(true);
    const chain = [...(ledger.body.bids as LedgerBid[])].reverse();
    expect(chain.map((bid) => bid.seq)).toEqual(accepted.map((_, index) => index + 1));
    for (let index = 1; index < chain.length; index += 1) {
      const previous = chain[index - 1]!;
      expect(toPaise(chain[index]!.amount)).toBeGreaterThanOrEqual(minimumNextBidPaise(toPaise(previous.amount), previous.seq));
    }
    const sortedAccepted = accepted.map(({ amount, bidder }) => `${amount}:${bidder.user.email}`).sort();
    expect(chain.map((bid) => `${bid.amount}:${bid.bidder}`).sort()).toEqual(sortedAccepted);

    const highest = chain.at(-1)!;
    expect(highest.amount).toBe(Math.max(...accepted.map(({ amount }) => amount)));
    const finalReply = replies.find((reply) => reply.status === 200 && reply.body.product.bidCount === chain.length)!;
    expect(finalReply.body.product).toMatchObject({ price: highest.amount, winner: highest.bidder, bidCount: chain.length });
  });

  it('When bids race, then each bidder has one outbid notice per lead they lost in the ledger, and none from a bid whose write lost the race', async () => {
    const racers = await signUpBidders(testApp, 8);
    const { productId } = await createAuction(testApp, { price: 1000 });
    // A leader before the race, and rising amounts: bids decided on the same snapshot are all valid
    // and would all outbid that leader, but only one write per snapshot lands; the others retry.
    await placeBid(testApp, racers[0]!, productId, 1000).expect(200);
    const attempts = Array.from({ length: 80 }, (_, index) => ({ bidder: racers[index % racers.length]!, amount: 1100 + 100 * index }));

    await Promise.all(attempts.map(({ bidder, amount }) => placeBid(testApp, bidder, productId, amount)));

    const ledger = await request(testApp.app).get(`/api/v1/product/${productId}/bids`).expect(200);
    const leaders = [...(ledger.body.bids as LedgerBid[])].reverse().map((bid) => bid.bidder);
    const leadsLost = (email: string) => leaders.filter((leader, index) => leader === email && index + 1 < leaders.length && leaders[index + 1] !== email).length;
    const unread = await Promise.all(
      racers.map(async (racer) => (await request(testApp.app).get('/api/v1/notifications').set('Authorization', racer.token).expect(200)).body.unread as number),
    );
    expect(unread).toEqual(racers.map((racer) => leadsLost(racer.user.email)));
    expect(unread.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
  });
});
