import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * database on the server named by DATABASE_URL, dropped on close so runs never see each other.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite-memory' });

  const empty = await createEmptyDatabase(serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url: empty.url });
  return {
    ...handle,
    url: empty.url,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A throwaway database on the server at `serverUrl`, not migrated: what a first start meets. */
export async function createEmptyDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const databaseName = `bidhub_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return { url: url.toString(), drop: () => runOnServer(serverUrl, `drop database if exists ${databaseName} with (force)`) };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
