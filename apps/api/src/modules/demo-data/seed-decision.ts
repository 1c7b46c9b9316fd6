import type { DatabaseEngine } from '../../db/database.js';

/**
 * SEED_DEMO decides when it is set. Unset, only the embedded engine is seeded: it is a newcomer's
 * first `npm start`, while a PostgreSQL server is somebody's real database.
 */
export function shouldSeedDemoData(seedDemo: boolean | undefined, engine: DatabaseEngine): boolean {
  return seedDemo ?? engine === 'pglite';
}
