import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { executedRows, parsedJson } from '../../db/executed-rows.js';
import type { ProductViewRow } from '../products/index.js';
import type { StandingMaximumRow, StoredReply, Transaction } from './bidding-queries.js';

/**
 * Everything a bid is decided on, read in one statement (one snapshot): the product, its row
 * version, every standing maximum, the ledger's last hash and the reply already stored under the
 * Idempotency-Key. On PGlite each statement is a trip through WebAssembly, so the bid path reads
 * once and writes once (see recordBid), and the bidder is read here too, not by the sign-in guard.
 */
export interface BidSnapshot {
  product: ProductViewRow;
  /** The product row's xmin: recordBid writes only while the row is still this version. */
  version: string;
  maxima: StandingMaximumRow[];
  lastHash: string | null;
  stored: StoredReply | undefined;
}

export interface SnapshotQuery {
  productId: string;
  bidderId: string;
  idempotencyKey: string | undefined;
}

/** A row type as json carries it: dates as ISO strings. */
export type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
type ProductJson = Json<Omit<ProductViewRow, 'category'>> & Pick<ProductViewRow, 'category'> & Pick<BidSnapshot, 'version' | 'maxima' | 'lastHash'> & { stored: StoredReply | null };

/** The bidder as the snapshot read them: undefined when the token's account is gone. */
export interface SnapshotBidder {
  id: string;
  email: string;
  /** tokens.ts passwordVersion() of the account's password, computed in SQL. */
  passwordVersion: string;
  /** The session kept through a password change (session-rules.ts). */
  keptSession: string | null;
}

export interface BidderAndSnapshot {
  bidder: SnapshotBidder | undefined;
  /** Undefined when there is no such product. */
  snapshot: BidSnapshot | undefined;
}

export const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

function snapshotOf(json: ProductJson): BidSnapshot {
  const { version, maxima, lastHash, stored, ...product } = json;
  return {
    product: {
      ...product,
      price: Number(product.price),
      startingPrice: Number(product.startingPrice),
      reservePrice: product.reservePrice === null ? null : Number(product.reservePrice),
      buyNowPrice: product.buyNowPrice === null ? null : Number(product.buyNowPrice),
      endtime: new Date(product.endtime),
      closedAt: dateOrNull(product.closedAt),
      createdAt: new Date(product.createdAt),
      updatedAt: new Date(product.updatedAt),
    },
    version,
    maxima: maxima.map((maximum) => ({ ...maximum, amount: Number(maximum.amount), latestPrice: Number(maximum.latestPrice) })),
    lastHash,
    stored: stored ?? undefined,
  };
}

export type SnapshotJson = { bidder: Omit<SnapshotBidder, 'id'> | null; product: ProductJson | null };

export function bidderAndSnapshotOf(bidderId: string, json: SnapshotJson): BidderAndSnapshot {
  return {
    bidder: json.bidder ? { id: bidderId, ...json.bidder } : undefined,
    snapshot: json.product ? snapshotOf(json.product) : undefined,
  };
}

export const firstValue = (result: unknown) => executedRows<{ value: unknown }>(result)[0]?.value;

/** One function call (migrations 0007, 0012): its inner statements keep their plans for the session. */
export async function readBidSnapshot(db: Database | Transaction, query: SnapshotQuery): Promise<BidderAndSnapshot> {
  const result = await db.execute(sql`select bidhub_bid_snapshot(${query.productId}::uuid, ${query.bidderId}::uuid, ${query.idempotencyKey ?? null}::text) as value`);
  return bidderAndSnapshotOf(query.bidderId, parsedJson<SnapshotJson>(firstValue(result)));
}

/** The same call for each query, in one statement (see createStatementBatcher); replies in the queries' order. */
export async function readBidSnapshots(db: Database, queries: SnapshotQuery[]): Promise<BidderAndSnapshot[]> {
  const result = await db.execute(sql`select json_agg(bidhub_bid_snapshot((q->>'productId')::uuid, (q->>'bidderId')::uuid, q->>'idempotencyKey') order by n) as value
    from jsonb_array_elements(${JSON.stringify(queries)}::jsonb) with ordinality as query(q, n)`);
  return parsedJson<SnapshotJson[]>(firstValue(result)).map((json, index) => bidderAndSnapshotOf(queries[index]!.bidderId, json));
}

/**
 * Takes the product's row lock for the slow path. The snapshot is read by a later statement: under
 * READ COMMITTED a statement that waited for the lock still sees the maxima of its older snapshot.
 */
export async function lockProduct(tx: Transaction, productId: string): Promise<void> {
  await tx.execute(sql`select 1 from products where id = ${productId}::uuid for update`);
}
