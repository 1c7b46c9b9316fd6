import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { appWithTwoBidders, createAuction, placeBid } from '../support/bidding-fixtures.js';
import { fingerprint } from '../support/database-fingerprint.js';
import { createTestAppOn, type TestApp } from '../support/test-app.js';
import { createEmptyDatabase } from '../support/test-database.js';

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'bidhub-backup-'));
const databases: Awaited<ReturnType<typeof createEmptyDatabase>>[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
  for (const database of databases) await database.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** The app on a new database of the server, migrated as an API process starting on it does. */
async function appOnNewDatabase() {
  const empty = await createEmptyDatabase(process.env.DATABASE_URL!);
  databases.push(empty);
  const app = await createTestAppOn(await openDatabase({ kind: 'postgres', url: empty.url }));
  apps.push(app);
  return { app, url: empty.url };
}

describe("The README's backup of the PostgreSQL server (pg_dump), restored into a fresh stack (pg_restore)", () => {
  it('When a market with accented names is dumped and restored, then pg_restore succeeds and every table, and search, are as they were', async () => {
    const source = await appOnNewDatabase();
    const { testApp, alice, bob } = await appWithTwoBidders(() => Promise.resolve(source.app));
    const { productId } = await createAuction(testApp, { price: 1000 });
    await testApp.database.db.execute(sql`update products set name = 'Crème brûlée torch' where id = ${productId}`);
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await placeBid(testApp, bob, productId, 1100).expect(200);
    const before = await fingerprint(testApp.database.db);

    const dump = join(folder, 'bidhub.dump');
    await run('pg_dump', ['-Fc', '-f', dump, source.url]);
    const target = await appOnNewDatabase();
    // As the README has it: the fresh stack's API has migrated its database; the dump replaces it.
    const restored = await run('pg_restore', ['--clean', '--if-exists', '-d', target.url, dump]).then(
      () => 'restored',
      (error: { stderr?: string }) => error.stderr ?? String(error),
    );
    expect(restored).toBe('restored');
    expect(await fingerprint(target.app.database.db)).toEqual(before);
    const found = await request(target.app.app).get('/api/v1/product/search/creme').expect(200);
    expect(found.body.map((product: { _id: string }) => product._id)).toEqual([productId]);
  });
});
