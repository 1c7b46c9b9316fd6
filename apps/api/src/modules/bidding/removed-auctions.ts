import { ledgerBidSchema, type LedgerBid, type RemovedAuctionResponse } from '@bidhub/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findLedgerRows, findRemovedAuction, insertRemovedAuction } from './bidding-queries.js';
import { isLedgerIntact, toLedgerBid } from './ledger.js';

const keptLedgerSchema = z.array(ledgerBidSchema);

interface ProductBeingRemoved {
  id: string;
  name: string;
  slug: string;
  bidCount: number;
}

/**
 * Called in the transaction that deletes the product: a copy of its ledger as the public ledger
 * served it, so that what was bid stays provable. An auction nobody bid on leaves nothing to prove.
 * Returns the ledger kept (oldest first; empty when nothing was kept).
 */
export async function keepLedgerOfRemovedAuction(tx: Database, product: ProductBeingRemoved, removedAt: Date): Promise<LedgerBid[]> {
  const ledger = (await findLedgerRows(tx, product.id)).map(toLedgerBid);
  if (ledger.length > 0) {
    await insertRemovedAuction(tx, { productId: product.id, name: product.name, slug: product.slug, removedAt, bidCount: product.bidCount, ledger });
  }
  return ledger;
}

/** The kept ledger, re-checked on every read: a copy altered since would show as not verified. */
export async function readRemovedAuction(db: Database, productId: string): Promise<RemovedAuctionResponse> {
  const row = await findRemovedAuction(db, productId);
  if (!row) throw AppError.notFound('No removed auction has this id');
  const kept = keptLedgerSchema.safeParse(row.ledger);
  const bids = kept.success ? kept.data : [];
  const verified = kept.success && (await isLedgerIntact(productId, bids, row.bidCount));
  return {
    success: true,
    auction: { _id: row.productId, name: row.name, slug: row.slug, removedAt: row.removedAt.toISOString() },
    bids: [...bids].reverse(),
    verified,
  };
}
