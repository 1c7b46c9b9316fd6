import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { executedRows } from '../../db/executed-rows.js';
import type { NotificationToInsert } from '../notifications/index.js';
import type { NewLedgerRow, StoredReply } from './bidding-queries.js';

/** A ledger row as the bid function inserts it: always canonical text v2, so no version field. */
export type LedgerRowToInsert = Omit<NewLedgerRow, 'v'>;

/** Everything an accepted bid writes. */
export interface BidWrite {
  productId: string;
  /** The row version the bid was decided on (xmin): nothing is written if the product moved since. */
  version: string;
  product: { price: number; winner: string; winnerId: string; bidCount: number; endtime: Date; updatedAt: Date };
  /** Ledger rows, already hash-chained (v2). */
  rows: readonly LedgerRowToInsert[];
  maximum: { bidderId: string; amount: number; latestPrice: number; setSeq: number; setAt: Date };
  reply: { userId: string; key: string; stored: StoredReply } | undefined;
  /** Notices the bid causes (the outbid one), written with it. */
  notices: readonly NotificationToInsert[];
}

/**
 * One function call (migrations 0007 and 0014), so one statement, atomic without a transaction of
 * its own: moves the product (only if its row is still the version the bid was decided on), appends
 * the ledger rows, saves the bidder's maximum, stores the Idempotency-Key reply and inserts the
 * notices. False when the product moved meanwhile; then nothing was written.
 */
export async function recordBid(db: Database, write: BidWrite): Promise<boolean> {
  const move = { ...write.product, endtime: write.product.endtime.toISOString(), updatedAt: write.product.updatedAt.toISOString() };
  const rows = write.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  const maximum = { ...write.maximum, setAt: write.maximum.setAt.toISOString() };
  const reply = write.reply === undefined ? null : JSON.stringify({ userId: write.reply.userId, key: write.reply.key, ...write.reply.stored });
  const result = await db.execute(sql`select bidhub_record_bid_and_notices(${write.productId}::uuid, ${write.version}::text, ${JSON.stringify(move)}::jsonb,
    ${JSON.stringify(rows)}::jsonb, ${JSON.stringify(maximum)}::jsonb, ${reply}::jsonb, ${JSON.stringify(write.notices)}::jsonb) as moved`);
  const [row] = executedRows<{ moved: boolean }>(result);
  return row?.moved === true;
}
