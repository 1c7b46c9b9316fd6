import type { Database } from './database.js';

/**
 * A drizzle prepared statement made once per database handle, on first use: drizzle builds its
 * SQL once, and on PostgreSQL a named statement is parsed and planned once per pool connection.
 * For reads served afresh on every request that plan a join (each name must be one SQL text).
 */
export function preparedPerDatabase<Statement>(prepare: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
