import { toPaise, toRupees } from '@bidhub/contracts';
import { StacklessError } from '../../http/stackless-error.js';
import type { AcceptedBid } from './bid-rules.js';
import type { BidSnapshot } from './bid-snapshot.js';
import { chainedRows, type LedgerRowToAppend } from './ledger-append.js';
import type { StandingMaximumRow } from './bidding-queries.js';
import { automaticRowAfter, nextMaximumPaise, resolveAuction, type StandingMaximum } from './proxy-rules.js';
import type { BidWrite, MovedProduct, RecordOutcome } from './record-bid.js';

export interface BidToPlan {
  snapshot: BidSnapshot;
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

/** A decided bid and the one write that records it. */
export interface BidPlan {
  decision: BidDecision;
  write: Omit<BidWrite, 'reply' | 'notices'>;
}

/** The bidder's maximum after this bid, and the seq that set it (an unchanged maximum keeps its own). */
function nextMaximum({ snapshot, bidder, accepted, maxBid }: BidToPlan) {
  const own = snapshot.maxima.find((row) => row.bidderId === bidder.id);
  const standingPaise = own === undefined ? undefined : toPaise(own.amount);
  const maxPaise = nextMaximumPaise(standingPaise, toPaise(accepted.price), maxBid === undefined ? undefined : toPaise(maxBid));
  const callerSeq = snapshot.product.bidCount + 1;
  return { maxPaise, setSeq: own !== undefined && maxPaise === standingPaise ? own.setSeq : callerSeq };
}

/** A stored maximum as the proxy rules weigh it, in paise. */
export const standingOf = (row: StandingMaximumRow): StandingMaximum => ({
  bidderId: row.bidderId,
  maxPaise: toPaise(row.amount),
  setSeq: row.setSeq,
  latestPricePaise: toPaise(row.latestPrice),
});

/** Pure: resolves the maxima, chains the ledger rows (hashes in Node, verifiable by any client) and plans the write. */
export function planBid(input: BidToPlan): BidPlan {
  const { snapshot, bidder, accepted, now } = input;
  const { product } = snapshot;
  const pricePaise = toPaise(accepted.price);
  const { maxPaise, setSeq } = nextMaximum(input);
  const others = snapshot.maxima.filter((row) => row.bidderId !== bidder.id);
  const standing = [
    ...others.map(standingOf),
    { bidderId: bidder.id, maxPaise, setSeq, latestPricePaise: pricePaise },
  ];
  const resolution = resolveAuction(standing, product.reservePrice === null ? null : toPaise(product.reservePrice));
  const automatic = automaticRowAfter(bidder.id, pricePaise, resolution);

  const callerSeq = product.bidCount + 1;
  const base = { productId: product.id, createdAt: now, kind: 'bid' as const };
  const rows: LedgerRowToAppend[] = [{ ...base, bidderId: bidder.id, amount: accepted.price, seq: callerSeq, auto: false }];
  if (automatic) rows.push({ ...base, bidderId: automatic.leaderId, amount: toRupees(automatic.pricePaise), seq: callerSeq + 1, auto: true });
  const chained = chainedRows(rows, snapshot.lastHash);

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
  const moved = { price: decision.price, winner: newLeaderUsername, winnerId: decision.newLeaderId, bidCount: decision.bidCount, endtime: decision.endtime, updatedAt: now };
  const maximum = { bidderId: bidder.id, amount: toRupees(maxPaise), latestPrice: accepted.price, setSeq, setAt: now };
  return { decision, write: { productId: product.id, version: snapshot.version, product: moved, rows: chained, maximum } };
}

/**
 * Thrown when the bid cannot be decided on its snapshot: it looked closed (a last-second bid may have
 * extended it), or the product moved before the write (`moved`: what to, when the write read it).
 */
export class StaleBidSnapshotError extends StacklessError {
  constructor(readonly moved?: MovedProduct) {
    super('The product moved after the bid was decided');
  }
}

/** One statement that records a bid (recordBid, or its share of recordBids). */
export type RecordBid = (write: BidWrite) => Promise<RecordOutcome>;

/** Records a planned bid, the reply stored under its Idempotency-Key and its notices in one statement. */
export async function applyBid(record: RecordBid, plan: BidPlan, extras: Pick<BidWrite, 'reply' | 'notices'>): Promise<BidDecision> {
  const outcome = await record({ ...plan.write, ...extras });
  if (!outcome.recorded) throw new StaleBidSnapshotError(outcome.moved);
  return plan.decision;
}
