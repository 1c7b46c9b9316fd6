import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import pg from 'pg';
import type { OwnerIds } from './cluster-owner.js';

/** How long a postmaster may take to start, or to stop when asked. */
export const READY_TIMEOUT_MS = 30_000;

/**
 * Lean settings for one application: few connections, small shared buffers; durability as shipped.
 * No processes it would not use: reads done by the backend itself rather than three I/O workers
 * (PostgreSQL 18's default, for large scans), and no logical replication launcher.
 */
const settings = (clusterDir: string) => [
  'listen_addresses=',
  `unix_socket_directories=${clusterDir}`,
  'max_connections=40',
  'shared_buffers=32MB',
  'logging_collector=off',
  'io_method=sync',
  'max_logical_replication_workers=0',
];

export interface PostmasterSpec {
  postgres: string;
  clusterDir: string;
  logFile: string;
  user: OwnerIds | undefined;
  pool: pg.PoolConfig;
}

export interface Postmaster {
  /** Settles when the postmaster has exited, asked to or not. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilReady(pool: pg.PoolConfig, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (hasExited()) throw new Error('The embedded PostgreSQL exited while starting; see postgres.log in DATA_DIR');
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
 * its own too, asks it for a fast shutdown within a second of the server's death. It ends when the
 * postmaster does, so it never signals a reused pid.
 */
function watchServer(postmasterPid: number): ChildProcess {
  const script = 'while kill -0 "$1" && kill -0 "$2"; do sleep 1; done 2>/dev/null; kill -0 "$1" 2>/dev/null || kill -INT "$2" 2>/dev/null';
  const watcher = spawn('sh', ['-c', script, 'bidhub-postmaster-watch', String(process.pid), String(postmasterPid)], { stdio: 'ignore', detached: true });
  watcher.unref();
  return watcher;
}

/** Starts the cluster's postmaster and waits until it takes connections. */
export async function launchPostmaster({ postgres, clusterDir, logFile, user, pool }: PostmasterSpec): Promise<Postmaster> {
  const log = openSync(logFile, 'a');
  // Its own process group: Ctrl-C in a terminal reaches the whole foreground group, and a postmaster
  // that shut down at once would fail the requests our graceful drain is still finishing.
  const child = spawn(postgres, ['-D', clusterDir, ...settings(clusterDir).flatMap((setting) => ['-c', setting])], { stdio: ['ignore', log, log], detached: true, ...user });
  closeSync(log);
  // Set before 'exit' is emitted; a postmaster killed by a signal has a signalCode and no exitCode.
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A server that exits without its drain (a fatal error, a failed listen) still stops the cluster;
  // after a kill -9 the watcher does, and failing that the next start (stopOrphanPostmaster).
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  const watcher = watchServer(child.pid!);
  void exited.then(() => {
    process.off('exit', stopOnExit);
    watcher.kill();
  });
  const stop = async () => {
    if (!hasExited()) child.kill('SIGINT');
    await exited;
  };
  try {
    await waitUntilReady(pool, hasExited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { exited, stop };
}
