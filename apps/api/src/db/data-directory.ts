import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * `mkdir -p` for DATA_DIR, one level at a time. Node's own recursive mkdir spins forever, deaf to
 * SIGTERM, where a parent exists but refuses children with ENOENT (anything under /proc).
 */
export function makeDataDirectory(path: string): void {
  if (existsSync(path)) return;
  const parent = dirname(path);
  if (parent !== path) makeDataDirectory(parent);
  try {
    mkdirSync(path);
  } catch (error) {
    // Another process (a second worker, a second server refused later by the lock) made it first.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw new Error(`DATA_DIR: cannot create ${path}: ${(error as Error).message}`, { cause: error });
  }
}
