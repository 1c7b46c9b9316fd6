import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'bidhub.lock';

export class DataDirectoryLockedError extends Error {
  constructor(dataDir: string, ownerPid: number) {
    super(
      `The data directory ${dataDir} is in use by another BidHub process (pid ${ownerPid}). ` +
        'The embedded database allows one process at a time: stop that process first, or point DATA_DIR elsewhere.',
    );
    this.name = 'DataDirectoryLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwnerPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it. The lock file holds
 * the owner's pid; a lock left by a process that died (kill -9, crash) is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(lockPath, 'wx');
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readOwnerPid(lockPath) === process.pid) unlinkSync(lockPath);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = readOwnerPid(lockPath);
      if (ownerPid !== undefined && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
        throw new DataDirectoryLockedError(dataDir, ownerPid);
      }
      if (ownerPid === process.pid) throw new DataDirectoryLockedError(dataDir, ownerPid);
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
