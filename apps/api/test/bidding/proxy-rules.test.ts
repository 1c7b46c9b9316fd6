import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error.js';
import { automaticRowAfter, nextMaximumPaise, resolveAuction, type StandingMaximum } from '../../src/modules/bidding/proxy-rules.js';

const rupees = (amount: number) => Math.round(amount * 100);

/** Plays bids through the rules the bid service applies, in order; sequences count ledger rows. */
function playBids(bids: { bidder: string; price: number; maxBid?: number }[], reserve: number | null = null) {
  const maxima = new Map<string, StandingMaximum>();
  let seq = 0;
  return bids.map(({ bidder, price, maxBid }) => {
    seq += 1;
    const standing = maxima.get(bidder);
    const maxPaise = nextMaximumPaise(standing?.maxPaise, rupees(price), maxBid === undefined ? undefined : rupees(maxBid));
    const raised = standing === undefined || maxPaise > standing.maxPaise;
    maxima.set(bidder, { bidderId: bidder, maxPaise, setSeq: raised ? seq : standing.setSeq, latestPricePaise: rupees(price) });
    const resolution = resolveAuction([...maxima.values()], reserve === null ? null : rupees(reserve));
    const auto = automaticRowAfter(bidder, rupees(price), resolution);
    if (auto) seq += 1;
    return { price: resolution.pricePaise / 100, leader: resolution.leaderId, auto: auto !== undefined };
  });
}

describe('Maximum (proxy) bids', () => {
  it("When the issue's worked example is played (start 1000), then price and leader follow it step by step", () => {
    const steps = playBids([
      { bidder: 'A', price: 1000, maxBid: 3000 },
      { bidder: 'B', price: 1500 },
      { bidder: 'B', price: 3000 },
      { bidder: 'B', price: 3100 },
    ]);
    expect(steps).toEqual([
      { price: 1000, leader: 'A', auto: false },
      { price: 1550, leader: 'A', auto: true },
      { price: 3000, leader: 'A', auto: true },
      { price: 3100, leader: 'B', auto: false },
    ]);
  });

  it('When two maxima are equal, then the one set first leads, at that maximum', () => {
    const steps = playBids([
      { bidder: 'A', price: 100, maxBid: 500 },
      { bidder: 'B', price: 200, maxBid: 500 },
    ]);
    expect(steps[1]).toEqual({ price: 500, leader: 'A', auto: true });
  });

  it('When the runner-up maximum crosses an increment band, then the increment of that amount is added', () => {
    // Runner-up 999 -> increment 10; runner-up 1000 -> increment 50.
    expect(playBids([{ bidder: 'A', price: 500, maxBid: 5000 }, { bidder: 'B', price: 999 }])[1]!.price).toBe(1009);
    expect(playBids([{ bidder: 'A', price: 500, maxBid: 5000 }, { bidder: 'B', price: 1000 }])[1]!.price).toBe(1050);
    expect(playBids([{ bidder: 'A', price: 500, maxBid: 200_000 }, { bidder: 'B', price: 100_000 }])[1]!.price).toBe(100_500);
  });

  it("When the runner-up plus the increment passes the leader's maximum, then the price stops at that maximum", () => {
    expect(playBids([{ bidder: 'A', price: 1000, maxBid: 1520 }, { bidder: 'B', price: 1500 }])[1]).toEqual({ price: 1520, leader: 'A', auto: true });
  });

  it('When a bidder raises their own maximum while leading, then the lead stays and the price is their new bid', () => {
    const steps = playBids([
      { bidder: 'A', price: 1000, maxBid: 2000 },
      { bidder: 'B', price: 1500 },
      { bidder: 'A', price: 1600, maxBid: 5000 },
      { bidder: 'B', price: 4000 },
    ]);
    expect(steps.map((step) => [step.price, step.leader])).toEqual([
      [1000, 'A'],
      [1550, 'A'],
      [1600, 'A'],
      [4050, 'A'],
    ]);
  });

  it('When a bidder sends a maximum below their standing one, then it is a 409 naming their maximum', () => {
    expect(() => nextMaximumPaise(rupees(3000), rupees(1600), rupees(2000))).toThrow(
      expect.objectContaining({ status: 409, message: 'Your maximum bid is already Rs. 3000; a new maximum cannot be lower' }),
    );
    expect(() => nextMaximumPaise(rupees(3000), rupees(1600), rupees(2000))).toThrow(AppError);
  });

  it('When a bidder sends only a price below their standing maximum, then the maximum stays', () => {
    expect(nextMaximumPaise(rupees(3000), rupees(1600), undefined)).toBe(rupees(3000));
    expect(nextMaximumPaise(undefined, rupees(1600), undefined)).toBe(rupees(1600));
    expect(nextMaximumPaise(rupees(1000), rupees(1600), rupees(2500))).toBe(rupees(2500));
  });

  it('When plain bids only are placed, then every bid leads at its own price with no automatic rows', () => {
    const steps = playBids([
      { bidder: 'A', price: 1000 },
      { bidder: 'B', price: 1050 },
      { bidder: 'A', price: 1200 },
    ]);
    expect(steps).toEqual([
      { price: 1000, leader: 'A', auto: false },
      { price: 1050, leader: 'B', auto: false },
      { price: 1200, leader: 'A', auto: false },
    ]);
  });

  it('When a plain bid equals the leader maximum, then the leader keeps the lead at that amount', () => {
    expect(playBids([{ bidder: 'A', price: 1000, maxBid: 3000 }, { bidder: 'B', price: 3000 }])[1]).toEqual({ price: 3000, leader: 'A', auto: true });
  });
});

describe('Reserve price', () => {
  it("When the leader's maximum reaches the reserve, then the price rises to the reserve", () => {
    expect(playBids([{ bidder: 'A', price: 1000, maxBid: 5000 }], 4000)[0]).toEqual({ price: 4000, leader: 'A', auto: true });
  });

  it("When the leader's maximum stays below the reserve, then the price does not move to it", () => {
    expect(playBids([{ bidder: 'A', price: 1000, maxBid: 3000 }], 4000)[0]).toEqual({ price: 1000, leader: 'A', auto: false });
  });

  it('When the reserve lies above the runner-up plus increment, then the reserve sets the price, capped at the maximum', () => {
    const steps = playBids([{ bidder: 'A', price: 1000, maxBid: 4500 }, { bidder: 'B', price: 1500 }], 4000);
    expect(steps[1]).toEqual({ price: 4000, leader: 'A', auto: true });
    expect(resolveAuction([{ bidderId: 'A', maxPaise: rupees(4000), setSeq: 1, latestPricePaise: rupees(1000) }], rupees(4000)).pricePaise).toBe(rupees(4000));
  });
});
