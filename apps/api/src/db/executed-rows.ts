/**
 * The rows of a raw `db.execute(sql...)` result. Drizzle types it per driver; node-postgres and
 * PGlite both answer `{ rows }`, and the caller names the columns its statement selects.
 */
export function executedRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
