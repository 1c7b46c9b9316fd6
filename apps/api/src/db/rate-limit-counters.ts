import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { rateLimitCounters } from './schema.js';

export interface CounterState {
  hits: number;
  resetAt: Date;
}

/**
 * One statement per hit, so concurrent processes never lose a count: a window that has ended
 * starts again at 1, otherwise the count goes up by one.
 */
export async function incrementCounter(db: Database, key: string, windowMs: number): Promise<CounterState> {
  const windowEnded = sql`${rateLimitCounters.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetAt: sql`case when ${windowEnded} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
  return row!;
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
