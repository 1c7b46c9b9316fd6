/**
 * The rows of a raw `db.execute(sql...)` result. Drizzle types it per driver; node-postgres and
 * PGlite both answer `{ rows }`, and the caller names the columns its statement selects.
 */
export function executedRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A json column's value: drivers hand json back parsed (pg, PGlite); a string is parsed here in case one does not. */
export const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
