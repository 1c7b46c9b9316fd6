import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataDirectory } from './data-directory-lock.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** The server pool, for LISTEN/NOTIFY; absent on the embedded engine. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite-directory'; dataDir: string }
  | { kind: 'pglite-memory' };

// Resolved to the source folder from both src/db and dist/db: the SQL files are not compiled.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Opens the configured engine and brings its schema up to date. The one place that picks an engine. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') return openPostgres(location.url);
  return openPglite(location.kind === 'pglite-directory' ? location.dataDir : undefined);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePostgres(pool, { schema });
  try {
    await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Database, engine: 'postgres', pool, close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const releaseLock = dataDir === undefined ? () => undefined : lockDataDirectory(dataDir);
  try {
    const client = await PGlite.create({
      dataDir: dataDir === undefined ? undefined : join(dataDir, 'pglite'),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      engine: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** A real round trip to the engine, for the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** DATABASE_URL wins; otherwise the embedded engine keeps its files in DATA_DIR. */
export function databaseLocationFrom(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseLocation {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite-directory', dataDir: config.dataDir };
}
