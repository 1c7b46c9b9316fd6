import type { HealthResponse } from '@bidhub/contracts';
import { pingDatabase, type Database, type DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';

/**
 * A database that takes connections but never answers (stopped with SIGSTOP, a hung host) would
 * hold the check, and the load balancer or compose healthcheck probing it, forever.
 */
const PING_TIMEOUT_MS = 3000;

function pingWithin(db: Database, milliseconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([pingDatabase(db), timedOut]).finally(() => clearTimeout(timer));
}

/**
 * 503 from the start of a shutdown: a load balancer probing it stops sending new work during the
 * drain's grace, before the process stops taking connections and a late request meets a refusal.
 */
export async function checkHealth(database: DatabaseHandle, shuttingDown: boolean): Promise<HealthResponse> {
  if (shuttingDown) throw AppError.shuttingDown();
  try {
    await pingWithin(database.db, PING_TIMEOUT_MS);
  } catch {
    throw AppError.databaseUnavailable();
  }
  return { ok: true, database: database.engine };
}
