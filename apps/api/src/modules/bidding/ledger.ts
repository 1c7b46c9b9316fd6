import { createHash } from 'node:crypto';
import { ledgerCanonicalText, verifyLedger, type LedgerBid } from '@bidhub/contracts';
import type { LedgerRow } from './bidding-queries.js';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export interface LedgerEntryInput {
  productId: string;
  bidderId: string;
  amount: number;
  seq: number;
  prevHash: string;
  createdAt: Date;
  /** New rows are v2 (kind and auto hashed too); absent means v1, as rows written before them. */
  v?: 1 | 2;
  auto?: boolean;
  kind?: 'bid' | 'buy-now';
}

/** The hash that chains a new ledger row to the one before it. */
export function ledgerHash(entry: LedgerEntryInput): string {
  return sha256Hex(ledgerCanonicalText({ ...entry, createdAt: entry.createdAt.toISOString() }));
}

/**
 * The server's own check, the same function the web client runs over Web Crypto; `after` is the row
 * the entries continue when they are only the rows after it.
 */
export function isLedgerIntact(productId: string, entries: readonly LedgerBid[], expectedCount: number, after?: LedgerBid): Promise<boolean> {
  return verifyLedger({ productId, entries, expectedCount, ...(after && { after }) }, sha256Hex);
}

/** A ledger row as the public ledger serves it. */
export function toLedgerBid(row: LedgerRow): LedgerBid {
  return {
    _id: row.id,
    seq: row.seq,
    amount: row.amount,
    bidder: row.bidder,
    bidderId: row.bidderId,
    createdAt: row.createdAt.toISOString(),
    prevHash: row.prevHash,
    hash: row.hash,
    v: row.v === 2 ? 2 : 1,
    auto: row.auto,
    kind: row.kind === 'buy-now' ? 'buy-now' : 'bid',
  };
}
