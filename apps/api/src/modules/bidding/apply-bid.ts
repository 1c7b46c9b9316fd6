import { toPaise, toRupees } from '@bidhub/contracts';
import type { ProductViewRow } from '../products/product-view.js';
import type { AcceptedBid } from './bid-rules.js';
import { findStandingMaxima, moveProduct, saveStandingMaximum, type Transaction } from './bidding-queries.js';
import { appendLedgerRows, type LedgerRowToAppend } from './ledger-append.js';
import { automaticRowAfter, nextMaximumPaise, resolveAuction } from './proxy-rules.js';

export interface BidToApply {
  product: ProductViewRow;
  bidder: { id: string; email: string };
  accepted: AcceptedBid;
  maxBid: number | undefined;
  now: Date;
}

/**
 * What one accepted bid did to the auction. previousLeaderId and newLeaderId are the one place that
 * says who lost the lead: when they differ, previousLeaderId (if any) was outbid.
 */
export interface BidDecision {
  previousLeaderId: string | null;
  newLeaderId: string;
  newLeaderUsername: string;
  /** The visible price after resolution (rupees). */
  price: number;
  bidCount: number;
  endtime: Date;
  /** Ledger rows added, in order: the caller's bid, then an automatic bid when a maximum answered it. */
  rows: LedgerRowToAppend[];
}

/** Under the product's row lock: records the bidder's maximum, resolves the auction, appends the ledger, moves the product. */
export async function applyBid(tx: Transaction, { product, bidder, accepted, maxBid, now }: BidToApply): Promise<BidDecision> {
  const maxima = await findStandingMaxima(tx, product.id);
  const own = maxima.find((row) => row.bidderId === bidder.id);
  const pricePaise = toPaise(accepted.price);
  const standingPaise = own === undefined ? undefined : toPaise(own.amount);
  const maxPaise = nextMaximumPaise(standingPaise, pricePaise, maxBid === undefined ? undefined : toPaise(maxBid));
  const callerSeq = product.bidCount + 1;
  const setSeq = own !== undefined && maxPaise === standingPaise ? own.setSeq : callerSeq;
  await saveStandingMaximum(tx, { productId: product.id, bidderId: bidder.id, amount: toRupees(maxPaise), latestPrice: accepted.price, setSeq, setAt: now });

  const others = maxima.filter((row) => row.bidderId !== bidder.id);
  const standing = [
    ...others.map((row) => ({ bidderId: row.bidderId, maxPaise: toPaise(row.amount), setSeq: row.setSeq, latestPricePaise: toPaise(row.latestPrice) })),
    { bidderId: bidder.id, maxPaise, setSeq, latestPricePaise: pricePaise },
  ];
  const resolution = resolveAuction(standing, product.reservePrice === null ? null : toPaise(product.reservePrice));
  const automatic = automaticRowAfter(bidder.id, pricePaise, resolution);

  const base = { productId: product.id, createdAt: now, kind: 'bid' as const };
  const rows: LedgerRowToAppend[] = [{ ...base, bidderId: bidder.id, amount: accepted.price, seq: callerSeq, auto: false }];
  if (automatic) rows.push({ ...base, bidderId: automatic.leaderId, amount: toRupees(automatic.pricePaise), seq: callerSeq + 1, auto: true });
  await appendLedgerRows(tx, product.id, rows);

  const newLeaderUsername = resolution.leaderId === bidder.id ? bidder.email : others.find((row) => row.bidderId === resolution.leaderId)!.username;
  const decision: BidDecision = {
    previousLeaderId: product.bidCount === 0 ? null : product.winnerId,
    newLeaderId: resolution.leaderId,
    newLeaderUsername,
    price: toRupees(resolution.pricePaise),
    bidCount: product.bidCount + rows.length,
    endtime: accepted.endtime,
    rows,
  };
  await moveProduct(tx, product.id, {
    price: decision.price,
    winner: newLeaderUsername,
    winnerId: decision.newLeaderId,
    bidCount: decision.bidCount,
    endtime: decision.endtime,
    updatedAt: now,
  });
  return decision;
}
