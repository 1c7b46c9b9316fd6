import { closeSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeDataDirectory } from './data-directory.js';
import { LOCK_REFRESH_MS, type OwnerState, ownerOf, ownerState, thisProcess, UNSEEN_OWNER_STALE_MS } from './lock-owner.js';

export const LOCK_FILE_NAME = 'bidhub.lock';

export class DataDirectoryLockedError extends Error {
  /** `elsewhere`: the container or machine the owner runs in, when not this one. */
  constructor(dataDir: string, ownerPid: number, elsewhere?: string) {
    super(
      `The data directory ${dataDir} is in use by another BidHub process (pid ${ownerPid}${elsewhere ? ` on ${elsewhere}` : ''}). ` +
        'The embedded database allows one process at a time: stop that process first, or point DATA_DIR elsewhere.',
    );
    this.name = 'DataDirectoryLockedError';
  }
}

/** Lock files this process holds: a second open of one directory in the same process is refused. */
const heldHere = new Set<string>();

const contentOf = (lockPath: string): string | undefined => {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch {
    return undefined;
  }
};

const touchedAt = (lockPath: string): number | undefined => {
  try {
    return statSync(lockPath).mtimeMs;
  } catch {
    return undefined;
  }
};

/** Holds a lock just written: touched while held (see ownerStillRuns), removed on release or exit. */
function hold(lockPath: string, written: string): () => void {
  heldHere.add(lockPath);
  const refresh = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(lockPath, now, now);
    } catch {
      // A directory removed under a running server has no lock left to keep fresh.
    }
  }, LOCK_REFRESH_MS).unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(refresh);
    heldHere.delete(lockPath);
    process.off('exit', release);
    // Only this process's own lock: a stale one may have been taken over by another since.
    if (contentOf(lockPath) === written) rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return release;
}

/** Takes the lock when there is none; undefined when another was there first. */
function create(lockPath: string): (() => void) | undefined {
  const written = thisProcess();
  try {
    const descriptor = openSync(lockPath, 'wx');
    writeSync(descriptor, written);
    closeSync(descriptor);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  return hold(lockPath, written);
}

/**
 * An owner in another container or machine cannot be asked: it runs while it keeps touching its
 * lock. Waits until it does (refused at once after) or until the lock is stale (taken over): a server
 * restarted in a new container after a kill starts within UNSEEN_OWNER_STALE_MS.
 */
async function ownerStillRuns(lockPath: string, state: OwnerState): Promise<boolean> {
  if (state !== 'unknown') return state === 'runs';
  const first = touchedAt(lockPath);
  for (let touched = first; touched !== undefined; touched = touchedAt(lockPath)) {
    if (touched > first!) return true;
    if (Date.now() - touched >= UNSEEN_OWNER_STALE_MS) return false;
    await sleep(250);
  }
  return false;
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it (embedded PostgreSQL
 * would refuse with a message about its own files). The lock file holds the owner's pid, start time
 * and host; a lock left by a process that died (kill -9, crash) is taken over.
 * Resolves to the function that releases the lock.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => void> {
  makeDataDirectory(dataDir);
  const lockPath = resolve(dataDir, LOCK_FILE_NAME);
  if (heldHere.has(lockPath)) throw new DataDirectoryLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const release = create(lockPath);
    if (release) return release;
    const owner = ownerOf(contentOf(lockPath));
    const state = owner && ownerState(owner);
    if (owner && state && (await ownerStillRuns(lockPath, state))) {
      throw new DataDirectoryLockedError(dataDir, owner.pid, state === 'unknown' ? owner.host : undefined);
    }
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
