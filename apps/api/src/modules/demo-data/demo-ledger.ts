import { GENESIS_HASH } from '@bidhub/contracts';
import { ledgerHash } from '../bidding/index.js';

export interface LedgerBidInput {
  bidderId: string;
  amount: number;
  createdAt: Date;
}

export interface LedgerRow extends LedgerBidInput {
  productId: string;
  sequence: number;
  prevHash: string;
  hash: string;
}

/** Chains a product's bids, oldest first, with the bidding engine's own hash: each row covers the one before it. */
export function chainBids(productId: string, bids: readonly LedgerBidInput[]): LedgerRow[] {
  const rows: LedgerRow[] = [];
  let prevHash = GENESIS_HASH;
  bids.forEach((bid, index) => {
    const sequence = index + 1;
    const hash = ledgerHash({ productId, bidderId: bid.bidderId, amount: bid.amount, seq: sequence, prevHash, createdAt: bid.createdAt });
    rows.push({ ...bid, productId, sequence, prevHash, hash });
    prevHash = hash;
  });
  return rows;
}

export interface StandingMaximumRow {
  productId: string;
  bidderId: string;
  amount: number;
  latestPrice: number;
  setSeq: number;
  setAt: Date;
}

/**
 * Each demo bidder's standing maximum per product, as the bidding engine keeps one for a plain bid:
 * their highest price (prices only rise, so also their latest), set by that bid.
 */
export function standingMaxima(ledger: readonly LedgerRow[]): StandingMaximumRow[] {
  const latest = new Map<string, LedgerRow>();
  for (const row of ledger) latest.set(`${row.productId}:${row.bidderId}`, row);
  return [...latest.values()].map((row) => ({ productId: row.productId, bidderId: row.bidderId, amount: row.amount, latestPrice: row.amount, setSeq: row.sequence, setAt: row.createdAt }));
}
