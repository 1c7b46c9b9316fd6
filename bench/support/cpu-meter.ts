/**
 * CPU time spent during one benchmark row, by who spent it: the API server's process, the
 * database's processes and this process (the load generator; in the engine rows the bid service
 * too). Read from /proc, so Linux only: user + system time, plus the time of exited children reaped
 * into their parent, so a PostgreSQL backend that exits mid-row still counts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { treePids } from './server.js';

/** /proc reports times in USER_HZ, which Linux fixes at 100 per second for user space. */
const MS_PER_TICK = 10;

interface ProcessCpu {
  pid: number;
  ppid: number;
  name: string;
  ticks: number;
}

function readProcess(pid: string): ProcessCpu | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // exited meanwhile
  }
  // The name sits in parentheses and may hold spaces; the numbered fields follow the last ')'.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ').map(Number);
  const [utime, stime, cutime, cstime] = fields.slice(11, 15) as [number, number, number, number];
  return { pid: Number(pid), ppid: fields[1]!, name: stat.slice(stat.indexOf('(') + 1, close), ticks: utime + stime + cutime + cstime };
}

const everyProcess = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => readProcess(pid) ?? []);

/**
 * Where the database's processes are: PostgreSQL started by a process (embedded), every PostgreSQL
 * process on this machine (a local server), or none to measure apart (PGlite runs inside the process
 * that opened it; a remote server's are not on this machine).
 */
export type DatabaseProcesses = { startedBy: number } | 'local server' | 'none apart';

function databaseTicks(where: DatabaseProcesses): number | undefined {
  if (where === 'none apart') return undefined;
  const processes = everyProcess();
  const inTree = where === 'local server' ? undefined : treePids(where.startedBy, processes.map((entry) => [entry.pid, entry.ppid] as const));
  return processes.filter((entry) => entry.name === 'postgres' && (inTree?.has(entry.pid) ?? true)).reduce((sum, entry) => sum + entry.ticks, 0);
}

const serverTicks = (pid: number | undefined) => (pid === undefined ? undefined : readProcess(String(pid))?.ticks);

/** CPU milliseconds each side spent between start and stop; undefined where that side is not measured. */
export interface CpuSpent {
  server: number | undefined;
  database: number | undefined;
  bench: number;
}

export function startCpuMeter(serverPid: number | undefined, database: DatabaseProcesses): { stop(): CpuSpent } {
  const server = serverTicks(serverPid);
  const databaseBefore = databaseTicks(database);
  const bench = process.cpuUsage();
  return {
    stop() {
      const spent = (before: number | undefined, after: number | undefined) => (before === undefined || after === undefined ? undefined : (after - before) * MS_PER_TICK);
      const { user, system } = process.cpuUsage(bench);
      return { server: spent(server, serverTicks(serverPid)), database: spent(databaseBefore, databaseTicks(database)), bench: (user + system) / 1000 };
    },
  };
}
