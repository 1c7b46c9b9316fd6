import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

export const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/**
 * A copy of the migrations as they were before `tag`: it and every later one left out (drizzle skips
 * a migration older than the last applied), removed after the test file.
 */
export function migrationsBefore(tag: string): string {
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
