import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { executedRows } from '../../src/db/executed-rows.js';

/**
 * What a request may change, one hash per table. Left out on purpose: rate-limit counters (a refusal
 * counts against its sender), idempotency keys (a refused bid is remembered under its key, so a retry
 * gets the same answer) and resized photo variants (a cache a read may fill).
 */
const FINGERPRINT = sql.raw(
  [
    ['users', 'select t::text from users t'],
    ['categories', 'select t::text from categories t'],
    ['products', 'select t::text from products t'],
    ['product_former_slugs', 'select t::text from product_former_slugs t'],
    ['category_former_slugs', 'select t::text from category_former_slugs t'],
    ['bids', 'select t::text from bids t'],
    ['max_bids', 'select t::text from max_bids t'],
    ['watchlist_items', 'select t::text from watchlist_items t'],
    ['notifications', 'select t::text from notifications t'],
    ['product_photos', 'select product_id::text || etag from product_photos where width = 0'],
    ['product_words', 'select word from product_words'],
  ]
    .map(([table, rows]) => `select '${table}' as name, count(*)::int as rows, md5(coalesce(string_agg(r, '|' order by r), '')) as hash from (${rows}) as s(r)`)
    .join(' union all '),
);

export type Fingerprint = Record<string, string>;

/** Row counts and content hashes of every table a request could change, in one statement. */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  const rows = executedRows<{ name: string; rows: number; hash: string }>(await db.execute(FINGERPRINT));
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.hash}`]));
}
