import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { executedRows, parsedJson } from '../../db/executed-rows.js';
import type { NotificationToInsert } from '../notifications/index.js';
import type { NewLedgerRow, StoredReply } from './bidding-queries.js';
import { dateOrNull, type Json } from './bid-snapshot.js';

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

/** What the product had moved to when a write found it changed since its snapshot. */
export interface MovedProduct {
  price: number;
  bidCount: number;
  endtime: Date;
  closedAt: Date | null;
}

/** Recorded, or not because the product moved (moved undefined: it is gone); then nothing was written. */
export type RecordOutcome = { recorded: true } | { recorded: false; moved: MovedProduct | undefined };

const movedProductOf = (json: Json<MovedProduct>): MovedProduct => ({
  price: Number(json.price),
  bidCount: json.bidCount,
  endtime: new Date(json.endtime),
  closedAt: dateOrNull(json.closedAt),
});

type OutcomeJson = { recorded: boolean; moved?: Json<MovedProduct> | null };

const outcomeOf = (outcome: OutcomeJson): RecordOutcome =>
  outcome.recorded ? { recorded: true } : { recorded: false, moved: outcome.moved ? movedProductOf(outcome.moved) : undefined };

/** The write as the function's jsonb arguments take it. */
function argumentsOf(write: BidWrite) {
  return {
    move: { ...write.product, endtime: write.product.endtime.toISOString(), updatedAt: write.product.updatedAt.toISOString() },
    rows: write.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    maximum: { ...write.maximum, setAt: write.maximum.setAt.toISOString() },
    reply: write.reply === undefined ? null : { userId: write.reply.userId, key: write.reply.key, ...write.reply.stored },
  };
}

/**
 * One function call (migrations 0007, 0014 and 0021), so one statement, atomic without a transaction
 * of its own: moves the product (only if its row is still the version the bid was decided on),
 * appends the ledger rows, saves the bidder's maximum, stores the Idempotency-Key reply and inserts
 * the notices. When the product moved meanwhile it writes nothing and says what it moved to.
 */
export async function recordBid(db: Database, write: BidWrite): Promise<RecordOutcome> {
  const { move, rows, maximum, reply } = argumentsOf(write);
  const result = await db.execute(sql`select bidhub_record_bid_or_read_moved(${write.productId}::uuid, ${write.version}::text, ${JSON.stringify(move)}::jsonb,
    ${JSON.stringify(rows)}::jsonb, ${JSON.stringify(maximum)}::jsonb, ${reply === null ? null : JSON.stringify(reply)}::jsonb, ${JSON.stringify(write.notices)}::jsonb) as outcome`);
  return outcomeOf(parsedJson<OutcomeJson>(executedRows<{ outcome: unknown }>(result)[0]?.outcome));
}

const byProduct = (writes: BidWrite[]) => (first: number, second: number) =>
  writes[first]!.productId.localeCompare(writes[second]!.productId) || first - second;

/**
 * The same call for each write, in one statement (see createStatementBatcher): a second bid on the
 * same product sees the first's move, as any later statement would. Product rows are locked in id
 * order, so two API processes' statements never wait for each other in a cycle. Replies in the
 * writes' order.
 */
export async function recordBids(db: Database, writes: BidWrite[]): Promise<RecordOutcome[]> {
  const order = writes.map((_, index) => index).sort(byProduct(writes));
  const items = order.map((index) => {
    const write = writes[index]!;
    return { productId: write.productId, version: write.version, notices: write.notices, ...argumentsOf(write) };
  });
  const result = await db.execute(sql`select json_agg(bidhub_record_bid_or_read_moved((w->>'productId')::uuid, w->>'version', w->'move', w->'rows', w->'maximum',
      nullif(w->'reply', 'null'::jsonb), w->'notices') order by n) as outcomes
    from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as item(w, n)`);
  const outcomes = parsedJson<OutcomeJson[]>(executedRows<{ outcomes: unknown }>(result)[0]?.outcomes);
  const inWritesOrder = new Array<RecordOutcome>(writes.length);
  order.forEach((index, position) => (inWritesOrder[index] = outcomeOf(outcomes[position]!)));
  return inWritesOrder;
}
