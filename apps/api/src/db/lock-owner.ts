import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** A live holder touches its lock this often; see ownerState. */
export const LOCK_REFRESH_MS = 5_000;
/** A lock written in another container or machine is its owner's until it goes this long untouched. */
export const UNSEEN_OWNER_STALE_MS = 20_000;

export interface LockOwner {
  pid: number;
  /** When the process started, where /proc says (see startTimeOf). */
  startTime?: string;
  /** Absent in a lock written before hosts were recorded. */
  host?: string;
}

/**
 * When a process started (Linux: clock ticks since boot, /proc/<pid>/stat field 22), so that a pid
 * used again by a later process is told from the one that wrote the lock; undefined elsewhere.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: fields are counted after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
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

/** What this process writes into a lock it takes. */
export const thisProcess = (): string => [process.pid, startTimeOf(process.pid) ?? '-', hostname()].join(' ');

/** The owner a lock's text names (thisProcess's format, or a bare pid from before); undefined when it names none. */
export function ownerOf(text: string | undefined): LockOwner | undefined {
  const [pidText = '', startTime, host] = (text ?? '').trim().split(' ');
  const pid = Number.parseInt(pidText, 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, startTime: startTime === '-' ? undefined : startTime, host } : undefined;
}

export type OwnerState = 'runs' | 'gone' | 'unknown';

/**
 * Whether the process that wrote a lock still runs: 'unknown' when it ran in another container or
 * machine, whose processes this one cannot see. Its pid alone does not say: in a container the server
 * is always pid 1, so after a kill or a crash the restarted server met its own pid in the lock and
 * refused to start, for good; on a host a pid is used again after a while.
 */
export function ownerState(owner: LockOwner): OwnerState {
  if (owner.host !== undefined && owner.host !== hostname()) return 'unknown';
  // This process does not hold the lock (the caller checks): one with its pid before it has gone.
  if (owner.pid === process.pid || !isProcessAlive(owner.pid)) return 'gone';
  const startTime = startTimeOf(owner.pid);
  return owner.startTime === undefined || startTime === undefined || startTime === owner.startTime ? 'runs' : 'gone';
}
