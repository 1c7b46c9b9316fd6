/**
 * SEED_DEMO decides when it is set. Unset, only an embedded engine (PGlite or embedded PostgreSQL in
 * DATA_DIR) is seeded: it is a newcomer's first `npm start`, while a PostgreSQL server is somebody's
 * real database.
 */
export function shouldSeedDemoData(seedDemo: boolean | undefined, embedded: boolean): boolean {
  return seedDemo ?? embedded;
}
