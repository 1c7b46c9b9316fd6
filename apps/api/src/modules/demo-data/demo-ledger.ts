import { GENESIS_HASH } from '@bidhub/contracts';
import { ledgerHash } from '../bidding/ledger.js';

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
