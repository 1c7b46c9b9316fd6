import { createHash } from 'node:crypto';
import type { Options, Store } from 'express-rate-limit';
import type { Database } from '../db/database.js';
import { decrementCounter, deleteCounter, deleteExpiredCounters, incrementCounter } from '../db/rate-limit-counters.js';

/** Makes one store per limiter; undefined keeps express-rate-limit's in-memory store. */
export type RateLimitStoreFactory = (prefix: string) => Store | undefined;

const inMemory: RateLimitStoreFactory = () => undefined;

/** Whether this server's rate-limit counters live in PostgreSQL (shared by processes) or in memory. */
export const countsInPostgres = (database: { embedded: boolean }): boolean => !database.embedded;

/**
 * A counter's row key. Keys come from what clients send (a username): hashed, so a NUL or a lone
 * surrogate, which PostgreSQL text refuses, cannot turn a login into a 500, and every key has the
 * same size.
 */
export const counterRowKey = (prefix: string, key: string): string => prefix + createHash('sha256').update(key).digest('hex');

/**
 * Counters in PostgreSQL, so N API processes enforce one limit instead of N. An embedded engine
 * (PGlite, or PostgreSQL started on DATA_DIR) serves one process, which holds the data directory's
 * lock, so memory is exact there and costs no statement per request.
 */
export function rateLimitStoresFor(database: { db: Database; embedded: boolean }): RateLimitStoreFactory {
  if (!countsInPostgres(database)) return inMemory;
  return (prefix) => new PostgresRateLimitStore(database.db, prefix);
}

class PostgresRateLimitStore implements Store {
  localKeys = false;
  private windowMs = 60_000;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    this.sweeper = setInterval(() => void deleteExpiredCounters(this.db).catch(() => undefined), Math.max(this.windowMs, 60_000));
    this.sweeper.unref();
  }

  async increment(key: string) {
    const { hits, resetAt } = await incrementCounter(this.db, this.rowKey(key), this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }

  decrement(key: string) {
    return decrementCounter(this.db, this.rowKey(key));
  }

  resetKey(key: string) {
    return deleteCounter(this.db, this.rowKey(key));
  }

  private rowKey(key: string): string {
    return counterRowKey(this.prefix, key);
  }

  shutdown() {
    clearInterval(this.sweeper);
  }
}
