import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/**
 * A copy of the migrations as they were before `tag`: it and every later one left out (drizzle skips
 * a migration older than the last applied), removed after the test file.
 */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'bidhub-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const from = journal.entries.findIndex((entry) => entry.tag === tag);
  for (const later of journal.entries.slice(from)) rmSync(join(folder, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, from);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * An in-memory database migrated up to, not including, `tag`, for a test to store what data looked
 * like then; `migrateToLatest` then runs `tag` and every later migration on it.
 */
export async function databaseBefore(tag: string) {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore(tag) });
  return { client, migrateToLatest: () => migrate(db, { migrationsFolder: MIGRATIONS }) };
}
