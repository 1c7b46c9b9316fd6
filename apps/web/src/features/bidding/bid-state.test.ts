import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/product-fixture';
import { withNewerBidState } from './bid-state';

const bid = (bidCount: number, price: number) => ({
  price,
  winner: `bidder${bidCount}`,
  endtime: '2030-01-01T12:00:00.000Z',
  bidCount,
  minNextBid: price + 50,
});

describe('withNewerBidState', () => {
  it('takes a state with more bids: price, leader and next minimum move', () => {
    const next = withNewerBidState(productFixture({ bidCount: 1, price: 1000 }), bid(2, 1100));
    expect(next).toMatchObject({ bidCount: 2, price: 1100, winner: 'bidder2', minNextBid: 1150 });
  });

  it('ignores an older state arriving late, whichever of reply and live event comes last', () => {
    const current = productFixture({ bidCount: 3, price: 1200, winner: 'bidder3' });
    expect(withNewerBidState(current, bid(2, 1100))).toBe(current);
  });

  it('closes the auction when the row was a Buy It Now, so the page reads out a sale, not a new bid', () => {
    const next = withNewerBidState(productFixture({ buyNowPrice: 5000 }), { ...bid(1, 5000), kind: 'buy-now' });
    expect(next).toMatchObject({ status: 'closed', price: 5000, buyNowPrice: null });
    expect(withNewerBidState(productFixture(), { ...bid(1, 1000), kind: 'bid' }).status).toBe('open');
  });

  it("reads closed once the server's closed event comes, whatever the countdown says", () => {
    const next = withNewerBidState(productFixture({ bidCount: 1, price: 5000, buyNowPrice: null }), { ...bid(1, 5000), closed: true });
    expect(next.status).toBe('closed');
  });

  it('ends the Buy It Now offer once any bid exists', () => {
    const next = withNewerBidState(productFixture({ buyNowPrice: 5000 }), bid(1, 1000));
    expect(next.buyNowPrice).toBeNull();
  });

  it('keeps the reserve state when the event does not carry it (older servers)', () => {
    const current = productFixture({ hasReserve: true, reserveMet: false });
    expect(withNewerBidState(current, bid(1, 1000)).reserveMet).toBe(false);
    expect(withNewerBidState(current, { ...bid(1, 1000), reserveMet: true }).reserveMet).toBe(true);
  });

  it('takes an extended end time (a late bid prolongs the auction)', () => {
    const next = withNewerBidState(productFixture(), { ...bid(1, 1000), endtime: '2030-01-01T12:05:00.000Z' });
    expect(next.endtime).toBe('2030-01-01T12:05:00.000Z');
  });
});
