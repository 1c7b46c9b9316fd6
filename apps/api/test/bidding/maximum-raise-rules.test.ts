import { describe, expect, it } from 'vitest';
import type { BidSnapshot } from '../../src/modules/bidding/bid-snapshot.js';
import type { StandingMaximumRow } from '../../src/modules/bidding/bidding-queries.js';
import { isMaximumRaise, planMaximumRaise } from '../../src/modules/bidding/maximum-raise.js';

const endtime = new Date('2030-01-01T12:00:00Z');
const maximum = (bidderId: string, amount: number, latestPrice: number, setSeq: number): StandingMaximumRow => ({ bidderId, username: bidderId, amount, latestPrice, setSeq });

/** A product led by alice at `price` after `bidCount` rows, with the standing maxima given. */
function snapshotOf(price: number, bidCount: number, maxima: StandingMaximumRow[], reservePrice: number | null = null): BidSnapshot {
  const product = { id: 'p1', price, bidCount, winnerId: 'alice', winner: 'alice', endtime, reservePrice, createdBy: 'admin', closedAt: null } as unknown as BidSnapshot['product'];
  return { product, version: '7', maxima, lastHash: null, stored: undefined };
}

describe('isMaximumRaise', () => {
  const led = snapshotOf(1000, 1, [maximum('alice', 2000, 1000, 1)]);
  it.each([
    ['the leader, under the minimum, above their maximum', 'alice', 1000, 4000, true],
    ['the leader bidding the minimum or more: an ordinary bid', 'alice', 1050, 4000, false],
    ['the leader without a maximum', 'alice', 1000, undefined, false],
    ['anyone else', 'bob', 1000, 4000, false],
  ])('%s: %s', (_case, bidder, price, maxBid, expected) => {
    expect(isMaximumRaise(led, bidder, price, maxBid)).toBe(expected);
  });

  it.each([
    [1500, 'Your maximum bid is already Rs. 2000; a new maximum cannot be lower'],
    [2000, 'Your maximum bid is already Rs. 2000; a new maximum must be higher'],
  ])("refuses the leader's maximum of %s, naming theirs", (maxBid, message) => {
    expect(() => isMaximumRaise(led, 'alice', 1000, maxBid)).toThrow(message);
  });

  it('is never the first bid: nobody leads yet', () => {
    expect(isMaximumRaise(snapshotOf(1000, 0, []), 'alice', 500, 4000)).toBe(false);
  });
});

describe('planMaximumRaise', () => {
  const bidder = { id: 'alice', email: 'alice' };
  const now = new Date('2030-01-01T11:00:00Z');

  it('keeps price, rows and end, and keeps the sequence that set the maximum for ties', () => {
    const snapshot = snapshotOf(1550, 3, [maximum('alice', 3000, 1000, 1), maximum('bob', 1500, 1500, 2)]);
    const { decision, write } = planMaximumRaise({ snapshot, maxima: snapshot.maxima, bidder, maxBid: 5000, now, extensionSeconds: 120 });
    expect(decision).toMatchObject({ price: 1550, bidCount: 3, endtime, rows: [], newLeaderId: 'alice', previousLeaderId: 'alice' });
    expect(write.maximum).toMatchObject({ amount: 5000, latestPrice: 1000, setSeq: 1 });
    expect(write.rows).toEqual([]);
  });

  it('lifts the price to the reserve it now reaches, extending an auction in its last minutes', () => {
    const snapshot = snapshotOf(1000, 1, [maximum('alice', 3000, 1000, 1)], 4000);
    const late = new Date(endtime.getTime() - 30_000);
    const { decision, write } = planMaximumRaise({ snapshot, maxima: snapshot.maxima, bidder, maxBid: 5000, now: late, extensionSeconds: 120 });
    expect(decision).toMatchObject({ price: 4000, bidCount: 2, endtime: new Date(late.getTime() + 120_000) });
    expect(write.rows).toMatchObject([{ bidderId: 'alice', amount: 4000, seq: 2, auto: true }]);
  });
});
