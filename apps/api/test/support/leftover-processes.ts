import { readdirSync, readFileSync } from 'node:fs';

/** Pids of live processes whose command line names `path` (a postmaster runs with `-D DATA_DIR/postgres`). */
export function processesNaming(path: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').some((argument) => argument.startsWith(path))) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}
