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
import { startEmbeddedPostgres, type Note } from './embedded-postgres.js';
import { chooseEngine, type EmbeddedEngine, type EngineFacts } from './engine-choice.js';
import { probeEngineFacts } from './engine-facts.js';
import { PGLITE_VACUUM_INTERVAL_MS, vacuumPeriodically } from './pglite-vacuum.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** Started by this process on DATA_DIR (PGlite or embedded PostgreSQL), not somebody's server. */
  embedded: boolean;
  /**
   * The server pool, for LISTEN/NOTIFY between API processes; absent on an embedded engine, whose
   * one process (it holds DATA_DIR's lock) shares events in memory.
   */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite-directory'; dataDir: string; vacuumIntervalMs?: number }
  | { kind: 'embedded-postgres'; dataDir: string }
  | { kind: 'pglite-memory' };

// Resolved to the source folder from both src/db and dist/db: the SQL files are not compiled.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** Opens the engine chosen by chooseDatabase and brings its schema up to date; `note` hears what it did to the machine, then and later. */
export async function openDatabase(location: DatabaseLocation, note: Note = () => undefined): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') return openPostgres({ connectionString: location.url });
  if (location.kind === 'embedded-postgres') return openEmbeddedPostgres(location.dataDir, note);
  return openPglite(location.kind === 'pglite-directory' ? location : undefined);
}

/** The embedded cluster runs as a child process; the handle stops it after the pool has closed. */
async function openEmbeddedPostgres(dataDir: string, note: Note): Promise<DatabaseHandle> {
  const releaseLock = await lockDataDirectory(dataDir);
  try {
    const cluster = await startEmbeddedPostgres(dataDir, note);
    try {
      const handle = await openPostgres(cluster.pool);
      // Without `pool`: this process alone uses the cluster, so live events stay in memory.
      return {
        db: handle.db,
        engine: handle.engine,
        embedded: true,
        close: async () => {
          await handle.close();
          await cluster.stop();
          releaseLock();
        },
      };
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** pg_advisory_lock's key for migrations: any constant that no other lock of this database uses. */
const MIGRATIONS_LOCK_KEY = 4_917_223_001;

/**
 * Several API processes may start together on an empty database (compose replicas, a cluster's
 * workers): without a lock two of them create the same extension or table and one dies. Under a
 * session-level advisory lock one migrates while the others wait, then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-way is discarded, so its session (and any lock) ends with it.
    client.release(broken);
  }
}

async function openPostgres(connection: pg.PoolConfig): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ max: 20, ...connection });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePostgres(pool, { schema });
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Database, engine: 'postgres', embedded: false, pool, close: () => pool.end() };
}

/** In memory (the tests) or on a data directory, which is also vacuumed periodically. */
async function openPglite(directory: { dataDir: string; vacuumIntervalMs?: number } | undefined): Promise<DatabaseHandle> {
  const dataDir = directory?.dataDir;
  const releaseLock = dataDir === undefined ? () => undefined : await lockDataDirectory(dataDir);
  try {
    const client = await PGlite.create({
      dataDir: dataDir === undefined ? undefined : join(dataDir, 'pglite'),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const stopVacuum = directory ? vacuumPeriodically(client, directory.vacuumIntervalMs ?? PGLITE_VACUUM_INTERVAL_MS) : async () => undefined;
    return {
      db: db as unknown as Database,
      engine: 'pglite',
      embedded: true,
      close: async () => {
        await stopVacuum();
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

export interface DatabaseChoice {
  location: DatabaseLocation;
  /** The start-up log line: which engine and why. */
  reason: string;
  /** The default engine could not be used (engine-choice.ts): the line is a warning. */
  fellBack: boolean;
}

/** DATABASE_URL wins; otherwise the engine in DATA_DIR is DB_ENGINE's, or the one engine-choice.ts picks. */
export function chooseDatabase(
  config: { databaseUrl: string | undefined; dataDir: string; embeddedEngine: EmbeddedEngine | undefined },
  facts: () => EngineFacts = () => probeEngineFacts(config.dataDir),
): DatabaseChoice {
  if (config.databaseUrl) return { location: { kind: 'postgres', url: config.databaseUrl }, reason: 'the PostgreSQL server at DATABASE_URL', fellBack: false };
  const choice = chooseEngine(config.embeddedEngine, facts());
  const kind = choice.engine === 'embedded-postgres' ? 'embedded-postgres' : 'pglite-directory';
  return { location: { kind, dataDir: config.dataDir }, reason: choice.reason, fellBack: choice.fellBack };
}
