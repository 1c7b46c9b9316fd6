import { createHash } from 'node:crypto';
import { GENESIS_HASH, ledgerCanonicalText } from '@bidhub/contracts';

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

/** Chains a product's bids, oldest first, exactly as the bidding engine does: each hash covers the one before it. */
export function chainBids(productId: string, bids: readonly LedgerBidInput[]): LedgerRow[] {
  const rows: LedgerRow[] = [];
  let prevHash = GENESIS_HASH;
  bids.forEach((bid, index) => {
    const sequence = index + 1;
    const text = ledgerCanonicalText({ prevHash, productId, bidderId: bid.bidderId, amount: bid.amount, createdAt: bid.createdAt.toISOString(), seq: sequence });
    const hash = createHash('sha256').update(text, 'utf8').digest('hex');
    rows.push({ ...bid, productId, sequence, prevHash, hash });
    prevHash = hash;
  });
  return rows;
}
