import type { Database } from './database.js';
import { errorAndCauses } from './error-causes.js';

const UNIQUE_VIOLATION = '23505';

/** True for a unique or primary-key violation; drizzle wraps the driver's error, so the code may sit on a cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (const cause of errorAndCauses(error)) if (cause.code === UNIQUE_VIOLATION) return true;
  return false;
}

/**
 * Runs a write in a savepoint and answers undefined when it hit a unique index: a failed
 * statement would otherwise abort the caller's whole transaction, and an update, unlike an
 * insert, has no ON CONFLICT DO NOTHING.
 */
export async function undefinedOnUniqueViolation<Written>(db: Database, write: (savepoint: Database) => Promise<Written>): Promise<Written | undefined> {
  try {
    return await db.transaction((savepoint) => write(savepoint));
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
