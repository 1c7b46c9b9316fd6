import pg from 'pg';

/**
 * Resolves once a session of the database at `url` waits on a lock: a request sent to be stuck
 * behind a held row is then stuck, not still on its way (a fixed pause was too short on a busy machine).
 */
export async function untilASessionWaitsOnALock(url: string, timeoutMs = 30_000): Promise<void> {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
      const { rows } = await watcher.query<{ waiting: number }>(
        "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no session waited on a lock within ${timeoutMs} ms`);
  } finally {
    await watcher.end();
  }
}
