import { bidIncrementPaise, minimumNextBidPaise, toPaise } from '@bidhub/contracts';
import type { DemoProduct } from './demo-catalog.js';

export interface PlannedBid {
  /** Which of the demo bidders places it. */
  bidderIndex: number;
  amountPaise: number;
  at: Date;
}

export interface PlannedAuction {
  listedAt: Date;
  endtime: Date;
  bids: PlannedBid[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long each auction had been listed before its end, or before now while it is still open. */
const LISTING_AGE = 72 * HOUR;
/** Listings a little apart from each other, so that 'newest first' has one order. */
const LISTING_GAP = 37 * MINUTE;
/** The last demo bid lands before the soft-close window, so no endtime would have moved. */
const LAST_BID_MARGIN = 15 * MINUTE;
/** Increments a bidder adds beyond the minimum, in turn: people rarely bid the exact minimum. */
const EXTRA_INCREMENTS = [0, 1, 0, 2, 1, 4, 0, 3];
const DEMO_BIDDER_COUNT = 2;

/** Amounts of successive bids that each respect the increment table; the first equals the starting price. */
export function bidLadder(startingPricePaise: number, count: number): number[] {
  const amounts: number[] = [];
  let price = startingPricePaise;
  for (let index = 0; index < count; index += 1) {
    const extra = index === 0 ? 0 : EXTRA_INCREMENTS[index % EXTRA_INCREMENTS.length]! * bidIncrementPaise(price);
    price = minimumNextBidPaise(price, index) + extra;
    amounts.push(price);
  }
  return amounts;
}

/**
 * When a demo auction was listed, when it ends and its bids: evenly spread between the listing and
 * the end (or now), alternating bidders so that each of them wins some.
 */
export function planAuction(product: DemoProduct, position: number, now: Date): PlannedAuction {
  const endtime = new Date(Math.round((now.getTime() + product.endsInHours * HOUR) / MINUTE) * MINUTE);
  const lastMoment = Math.min(endtime.getTime(), now.getTime());
  const listedAt = lastMoment - LISTING_AGE - position * LISTING_GAP;
  const biddingSpan = lastMoment - LAST_BID_MARGIN - listedAt;
  const amounts = bidLadder(toPaise(product.startingPrice), product.bidCount);
  const bids = amounts.map((amountPaise, index) => ({
    bidderIndex: (position + index) % DEMO_BIDDER_COUNT,
    amountPaise,
    at: new Date(listedAt + Math.round(((index + 1) / (amounts.length + 1)) * biddingSpan)),
  }));
  return { listedAt: new Date(listedAt), endtime, bids };
}
