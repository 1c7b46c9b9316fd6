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

/** The titles of the live child processes of `parentPid` (a postmaster's: `postgres: checkpointer`, ...). */
export function childTitles(parentPid: number): string[] {
  const titles: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent pid is the second field after the parenthesised name, which may hold spaces.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === parentPid) titles.push(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim());
    } catch {
      // exited meanwhile
    }
  }
  return titles;
}
