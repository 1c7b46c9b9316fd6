import type { PGlite } from '@electric-sql/pglite';

/** How often PGlite on a data directory is vacuumed; ~1 s of its one connection at 1M products. */
export const PGLITE_VACUUM_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite runs PostgreSQL without its autovacuum. Every bid rewrites its product's row (the price is
 * indexed, so not in place): unvacuumed, the old versions and their index entries stay for good,
 * and no page is ever marked all-visible for the totals' index-only scans (migration 0010). This
 * does autovacuum's work on a timer; the single connection runs it between other queries. A vacuum
 * that fails changes nothing and is tried again at the next interval. Returns the stop function,
 * which waits for a vacuum under way.
 */
export function vacuumPeriodically(client: PGlite, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= client
      .exec('vacuum (analyze)')
      .then(() => undefined, () => undefined)
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
