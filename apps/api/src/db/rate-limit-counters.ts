import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { executedRows } from './executed-rows.js';
import { rateLimitCounters } from './schema.js';

export interface CounterState {
  hits: number;
  resetAt: Date;
}

/**
 * One statement per hit, so concurrent processes never lose a count: bidhub_count_hit() (migration
 * 0017), which the bid's snapshot call uses too, starts a window that has ended again at 1 and
 * otherwise adds one.
 */
export async function incrementCounter(db: Database, key: string, windowMs: number): Promise<CounterState> {
  const result = await db.execute(sql`select hits, reset_at from bidhub_count_hit(${key}::text, ${windowMs}::integer)`);
  const [row] = executedRows<{ hits: number; reset_at: Date | string }>(result);
  return { hits: row!.hits, resetAt: new Date(row!.reset_at) };
}

export async function decrementCounter(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > now()`);
}

export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Counters of windows that ended are dead weight: one address or username each. */
export async function deleteExpiredCounters(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, sql`now()`));
}
