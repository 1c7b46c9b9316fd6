import { formatRupees, minimumNextBidPaise, toPaise, toRupees } from '@bidhub/contracts';
import { AppError } from '../../http/app-error.js';
import { standingOf, type BidDecision, type BidPlan } from './apply-bid.js';
import { endtimeAfterBid } from './bid-rules.js';
import type { BidSnapshot } from './bid-snapshot.js';
import type { StandingMaximumRow } from './bidding-queries.js';
import { chainedRows } from './ledger-append.js';
import { resolveAuction } from './proxy-rules.js';

/**
 * The leader raising their own maximum without bidding against themselves, as on the large auction
 * sites: a maxBid sent with a price under the next minimum (which from anyone else is refused as too
 * low). Bidding the minimum instead would raise the price they pay. A maxBid not above their standing
 * maximum is refused naming it, as a lower maximum with a bid is (proxy-rules.ts nextMaximumPaise).
 */
export function isMaximumRaise({ product, maxima }: Pick<BidSnapshot, 'product' | 'maxima'>, bidderId: string, price: number, maxBid: number | undefined): boolean {
  if (maxBid === undefined || product.bidCount === 0 || product.winnerId !== bidderId) return false;
  const own = maxima.find((row) => row.bidderId === bidderId);
  const underMinimum = toPaise(price) < minimumNextBidPaise(toPaise(product.price), product.bidCount);
  if (own === undefined || !underMinimum) return false;
  const ownPaise = toPaise(own.amount);
  if (toPaise(maxBid) < ownPaise) throw AppError.conflict(`Your maximum bid is already ${formatRupees(ownPaise)}; a new maximum cannot be lower`);
  if (toPaise(maxBid) === ownPaise) throw AppError.conflict(`Your maximum bid is already ${formatRupees(ownPaise)}; a new maximum must be higher`);
  return true;
}

export interface MaximumRaise {
  snapshot: BidSnapshot;
  /** Every standing maximum, spent ones too: a runner-up's below the price may still cap it. */
  maxima: readonly StandingMaximumRow[];
  bidder: { id: string; email: string };
  maxBid: number;
  now: Date;
  extensionSeconds: number;
}

/**
 * The leader's new maximum, weighed as any bid's: the price moves only where the leader's old maximum
 * held it down (capped below the runner-up's maximum plus its increment, or short of the reserve),
 * and then as an automatic bid of the leader's, a ledger row with the late-bid extension. Otherwise
 * nothing visible changes and no row is added. The maximum keeps the sequence that first set it.
 */
export function planMaximumRaise({ snapshot, maxima, bidder, maxBid, now, extensionSeconds }: MaximumRaise): BidPlan {
  const { product } = snapshot;
  const own = maxima.find((row) => row.bidderId === bidder.id)!;
  const standing = maxima.map((row) => (row.bidderId === bidder.id ? { ...standingOf(row), maxPaise: toPaise(maxBid) } : standingOf(row)));
  const resolution = resolveAuction(standing, product.reservePrice === null ? null : toPaise(product.reservePrice));
  const lifted = resolution.pricePaise > toPaise(product.price);
  const rows = lifted
    ? [{ productId: product.id, createdAt: now, kind: 'bid' as const, bidderId: bidder.id, amount: toRupees(resolution.pricePaise), seq: product.bidCount + 1, auto: true }]
    : [];
  const decision: BidDecision = {
    previousLeaderId: bidder.id,
    newLeaderId: bidder.id,
    newLeaderUsername: bidder.email,
    price: lifted ? toRupees(resolution.pricePaise) : product.price,
    bidCount: product.bidCount + rows.length,
    endtime: lifted ? endtimeAfterBid(product.endtime, now, extensionSeconds) : product.endtime,
    rows,
  };
  // A raise that moves nothing keeps the product's updatedAt: a new one would tell anyone reading the
  // product (or its ETag) that the leader had just raised their hidden maximum.
  const updatedAt = lifted ? now : product.updatedAt;
  const moved = { price: decision.price, winner: bidder.email, winnerId: bidder.id, bidCount: decision.bidCount, endtime: decision.endtime, updatedAt };
  const maximum = { bidderId: bidder.id, amount: maxBid, latestPrice: own.latestPrice, setSeq: own.setSeq, setAt: now };
  return { decision, write: { productId: product.id, version: snapshot.version, product: moved, rows: chainedRows(rows, snapshot.lastHash), maximum } };
}

/** The raise's reply: whether the price stayed, or rose to what the new maximum now had to pay (a reserve, a runner-up). */
export function maximumRaisedMessage(maxBid: number, { price, rows }: Pick<BidDecision, 'price' | 'rows'>): string {
  const raised = `Your maximum bid is now ${formatRupees(toPaise(maxBid))}`;
  return rows.length === 0 ? `${raised}; the price stays as low as the other bids allow` : `${raised}; the price rose to ${formatRupees(toPaise(price))}, the least it can be`;
}
