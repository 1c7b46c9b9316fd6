import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { parsedJson } from '../../db/executed-rows.js';
import { bidderAndSnapshotOf, firstValue, type BidderAndSnapshot, type SnapshotJson, type SnapshotQuery } from './bid-snapshot.js';

/** The bidder's bid-limit counter, when it lives in PostgreSQL (the server engine, ADR 0003). */
export interface BidCounter {
  key: string;
  windowMs: number;
}

/** The bidder's hits in the current window, counted by the same call as the snapshot. */
export interface CountedHit {
  hits: number;
  resetAt: Date;
}

/** A snapshot query with the bidder's limit counter to count the hit on. */
export interface CountedSnapshotQuery {
  query: SnapshotQuery;
  counter: BidCounter;
}
export type CountedSnapshot = BidderAndSnapshot & { hit: CountedHit };
type CountedJson = { hits: number; resetAt: string; snapshot: SnapshotJson };

const countedSnapshotOf = (bidderId: string, json: CountedJson): CountedSnapshot => ({
  ...bidderAndSnapshotOf(bidderId, json.snapshot),
  hit: { hits: json.hits, resetAt: new Date(json.resetAt) },
});

/** The snapshot and a hit on the bidder's counter in one call (migration 0017): no round trip of its own. */
export async function readCountedBidSnapshot(db: Database, { query, counter }: CountedSnapshotQuery): Promise<CountedSnapshot> {
  const result = await db.execute(
    sql`select bidhub_counted_bid_snapshot(${query.productId}::uuid, ${query.bidderId}::uuid, ${query.idempotencyKey ?? null}::text, ${counter.key}::text, ${counter.windowMs}::integer) as value`,
  );
  return countedSnapshotOf(query.bidderId, parsedJson<CountedJson>(firstValue(result)));
}

/** The same call for each item, in one statement; replies in the items' order. */
export async function readCountedBidSnapshots(db: Database, items: CountedSnapshotQuery[]): Promise<CountedSnapshot[]> {
  const result = await db.execute(sql`select json_agg(bidhub_counted_bid_snapshot((i->'query'->>'productId')::uuid, (i->'query'->>'bidderId')::uuid,
      i->'query'->>'idempotencyKey', i->'counter'->>'key', (i->'counter'->>'windowMs')::integer) order by n) as value
    from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as item(i, n)`);
  return parsedJson<CountedJson[]>(firstValue(result)).map((json, index) => countedSnapshotOf(items[index]!.query.bidderId, json));
}
