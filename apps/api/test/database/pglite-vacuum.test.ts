import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { executedRows } from '../../src/db/executed-rows.js';

async function lastVacuumOfProducts(database: DatabaseHandle): Promise<unknown> {
  const result = await database.db.execute(sql`select last_vacuum from pg_stat_user_tables where relname = 'products'`);
  return executedRows<{ last_vacuum: unknown }>(result)[0]?.last_vacuum ?? null;
}

describe('PGlite on a data directory (no autovacuum of its own)', () => {
  it('When it has run for a vacuum interval, then its tables have been vacuumed, as autovacuum would have done', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-vacuum-'));
    const database = await openDatabase({ kind: 'pglite-directory', dataDir, vacuumIntervalMs: 200 });
    try {
      expect(await lastVacuumOfProducts(database)).toBeNull();
      await vi.waitFor(async () => expect(await lastVacuumOfProducts(database)).not.toBeNull(), { timeout: 15_000, interval: 100 });
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
