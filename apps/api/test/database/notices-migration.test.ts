import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Migration 0011 on a database that already holds notices: each keeps the name and slug of its
 * product, and deleting the product no longer deletes them.
 */
const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
const MIGRATION_0011 = '0011_notices_outlive_products';
const folderBefore = mkdtempSync(join(tmpdir(), 'bidhub-migrations-'));
afterAll(() => rmSync(folderBefore, { recursive: true, force: true }));

/** The migrations as they were before 0011: it and every later one left out (drizzle skips a migration older than the last applied). */
function migrationsBefore(): string {
  cpSync(MIGRATIONS, folderBefore, { recursive: true });
  const journalFile = join(folderBefore, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const from = journal.entries.findIndex((entry) => entry.tag === MIGRATION_0011);
  for (const later of journal.entries.slice(from)) rmSync(join(folderBefore, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, from);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folderBefore;
}

describe('Migration 0011: notices outlive their products', () => {
  it('When it runs on stored notices, then each keeps its product name and slug, and outlives the product', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore() });
    await client.exec(`
      insert into users (id, name, email, password_hash, phone, answer_hash) values ('00000000-0000-4000-8000-000000000001', 'Asha', 'asha', 'x', '9000000000', 'x');
      insert into categories (id, name, slug) values ('00000000-0000-4000-8000-000000000002', 'Cameras', 'cameras');
      insert into products (id, name, slug, description, price, starting_price, endtime, category_id)
        values ('00000000-0000-4000-8000-000000000003', 'Old Camera', 'old-camera', 'A camera', 100, 100, now() + interval '1 day', '00000000-0000-4000-8000-000000000002');
      insert into notifications (user_id, product_id, kind, message)
        values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', 'outbid', 'You''ve been outbid on Old Camera');
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS });
    await client.exec(`delete from products where id = '00000000-0000-4000-8000-000000000003'`);

    const { rows } = await client.query('select kind, product_name, product_slug from notifications');
    expect(rows).toEqual([{ kind: 'outbid', product_name: 'Old Camera', product_slug: 'old-camera' }]);
    await client.close();
  });
});
