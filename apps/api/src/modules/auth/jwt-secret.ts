import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeDataDirectory } from '../../db/data-directory.js';
import type { Config } from '../../config.js';

const SECRET_FILE_NAME = 'jwt-secret';

/**
 * JWT_SECRET when set. Without it the embedded mode keeps a generated secret in DATA_DIR, so
 * sessions survive a restart; a PostgreSQL deployment must say its secret, as its processes share it.
 */
export function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'databaseUrl' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl) {
    throw new Error('JWT_SECRET must be set when DATABASE_URL is set: every API process must sign with the same secret.');
  }
  const secretPath = join(config.dataDir, SECRET_FILE_NAME);
  try {
    return readFileSync(secretPath, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  // Read before the database has created DATA_DIR, so that a missing secret stops nothing half-started.
  makeDataDirectory(config.dataDir);
  writeFileSync(secretPath, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
