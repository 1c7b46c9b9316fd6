import { and, asc, countDistinct, desc, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { bids, idempotencyKeys, maxBids, products, removedAuctions, users } from '../../db/schema.js';
import { selectProductViews, type ProductViewRow } from '../products/index.js';

/** The open transaction a bid runs in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks only the product row: a category row is shared by many products and must not serialize their bids. */
export async function lockProductForBid(tx: Transaction, productId: string): Promise<ProductViewRow | undefined> {
  const [row] = await selectProductViews(tx).where(eq(products.id, productId)).for('update', { of: products });
  return row;
}

export async function findLatestLedgerHash(tx: Transaction, productId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ hash: bids.hash })
    .from(bids)
    .where(eq(bids.productId, productId))
    .orderBy(desc(bids.sequence))
    .limit(1);
  return row?.hash;
}

/** Every standing maximum on a product, spent ones too: what a raise of the leader's maximum is weighed against. */
export function findStandingMaxima(db: Database, productId: string): Promise<StandingMaximumRow[]> {
  return db
    .select({ bidderId: maxBids.bidderId, username: users.email, amount: maxBids.amount, latestPrice: maxBids.latestPrice, setSeq: maxBids.setSeq })
    .from(maxBids)
    .innerJoin(users, eq(users.id, maxBids.bidderId))
    .where(eq(maxBids.productId, productId));
}

export interface NewLedgerRow {
  productId: string;
  bidderId: string;
  amount: number;
  seq: number;
  prevHash: string;
  hash: string;
  createdAt: Date;
  v: 1 | 2;
  auto: boolean;
  kind: 'bid' | 'buy-now';
}

/** The ledger is append-only: rows are inserted, never updated or deleted. */
export async function appendLedgerRow(tx: Transaction, row: NewLedgerRow): Promise<void> {
  await tx.insert(bids).values({
    productId: row.productId,
    bidderId: row.bidderId,
    amount: row.amount,
    sequence: row.seq,
    prevHash: row.prevHash,
    hash: row.hash,
    createdAt: row.createdAt,
    v: row.v,
    auto: row.auto,
    kind: row.kind,
  });
}

export interface ProductAfterBid {
  price: number;
  winner: string;
  winnerId: string;
  bidCount: number;
  endtime: Date;
  updatedAt: Date;
}

export async function moveProduct(tx: Transaction, productId: string, state: ProductAfterBid): Promise<void> {
  await tx.update(products).set(state).where(eq(products.id, productId));
}

export interface StandingMaximumRow {
  bidderId: string;
  username: string;
  amount: number;
  latestPrice: number;
  setSeq: number;
}

export interface StoredReply {
  statusCode: number;
  responseBody: unknown;
}

export async function findStoredReply(db: Database, userId: string, key: string): Promise<StoredReply | undefined> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/** False when the key already holds a reply (a racing request with the same key got there first). */
export async function storeReplyUnlessTaken(db: Database, userId: string, key: string, reply: StoredReply): Promise<boolean> {
  const stored = await db.insert(idempotencyKeys).values({ userId, key, ...reply }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return stored.length > 0;
}

export interface LedgerRow {
  id: string;
  seq: number;
  amount: number;
  bidderId: string;
  bidder: string;
  createdAt: Date;
  prevHash: string;
  hash: string;
  v: number;
  auto: boolean;
  kind: string;
}

const ledgerColumns = {
  id: bids.id,
  seq: bids.sequence,
  amount: bids.amount,
  bidderId: bids.bidderId,
  bidder: users.email,
  createdAt: bids.createdAt,
  prevHash: bids.prevHash,
  hash: bids.hash,
  v: bids.v,
  auto: bids.auto,
  kind: bids.kind,
};

/** Ledger rows in sequence order, optionally only those after one sequence and up to another. */
export function findLedgerRows(
  db: Database,
  productId: string,
  range: { afterSeq?: number; throughSeq?: number } = {},
): Promise<LedgerRow[]> {
  return db
    .select(ledgerColumns)
    .from(bids)
    .innerJoin(users, eq(bids.bidderId, users.id))
    .where(
      and(
        eq(bids.productId, productId),
        range.afterSeq === undefined ? undefined : gt(bids.sequence, range.afterSeq),
        range.throughSeq === undefined ? undefined : lte(bids.sequence, range.throughSeq),
      ),
    )
    .orderBy(asc(bids.sequence));
}

export interface MyBidSummary {
  productId: string;
  myHighestBid: number;
  myMaxBid: number | null;
}

/** The products a user bid on with their highest bid, most recent bidding first. */
export async function findMyBidSummaries(db: Database, userId: string, limit: number, offset: number): Promise<MyBidSummary[]> {
  const lastBidAt = max(bids.createdAt);
  const rows = await db
    .select({ productId: bids.productId, myHighestBid: sql<string>`max(${bids.amount})`, myMaxBid: sql<string | null>`max(${maxBids.amount})` })
    .from(bids)
    .leftJoin(maxBids, and(eq(maxBids.productId, bids.productId), eq(maxBids.bidderId, bids.bidderId)))
    .where(eq(bids.bidderId, userId))
    .groupBy(bids.productId)
    .orderBy(desc(lastBidAt), desc(bids.productId))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    productId: row.productId,
    myHighestBid: Number(row.myHighestBid),
    myMaxBid: row.myMaxBid === null ? null : Number(row.myMaxBid),
  }));
}

export async function countLotsBidOn(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ lots: countDistinct(bids.productId) }).from(bids).where(eq(bids.bidderId, userId));
  return row?.lots ?? 0;
}

export function findProductViewsByIds(db: Database, productIds: string[]): Promise<ProductViewRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return selectProductViews(db).where(inArray(products.id, productIds));
}

export type RemovedAuctionRow = typeof removedAuctions.$inferSelect;

export async function insertRemovedAuction(tx: Database, row: RemovedAuctionRow): Promise<void> {
  await tx.insert(removedAuctions).values(row);
}

export async function findRemovedAuction(db: Database, productId: string): Promise<RemovedAuctionRow | undefined> {
  const [row] = await db.select().from(removedAuctions).where(eq(removedAuctions.productId, productId));
  return row;
}
