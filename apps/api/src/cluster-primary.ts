import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { takeRecordedStopSignal } from './early-stop-signals.js';

/** A worker that dies this soon after it started is crashing on start: wait before replacing it. */
const CRASH_LOOP_MS = 5_000;

/**
 * Whether a worker's exit during a stop leaves the stop clean. Exit 0 does; so does dying of a signal
 * before it ever listened: forked just before the stop, it may still have been in Node's own boot,
 * when no listener can exist yet (early-stop-signals.ts), and it had served nothing. Any other exit
 * (1 after its close budget, a crash) fails the whole stop, as it fails a single process's.
 */
const stoppedCleanly = (code: number | null, signal: string | null, listened: boolean) => code === 0 || (signal !== null && !listened);

/** Several processes need a PostgreSQL server: the embedded database belongs to one process. */
function exitWithoutServerDatabase(config: Config, logger: Logger): void {
  if (config.databaseUrl) return;
  logger.fatal(
    `WEB_CONCURRENCY=${config.webConcurrency} needs DATABASE_URL: the embedded database belongs to one process. ` +
      'Unset WEB_CONCURRENCY, or point DATABASE_URL at a PostgreSQL server.',
  );
  process.exit(1);
}

/**
 * Runs `config.webConcurrency` API workers on one port (node:cluster shares the listening socket).
 * The primary opens no database; it replaces a worker that dies and, on SIGTERM/SIGINT, passes the
 * signal on and exits once every worker has drained: 0, or 1 if any of them exited otherwise than 0.
 */
export function runClusterPrimary(config: Config, logger: Logger): void {
  exitWithoutServerDatabase(config, logger);
  let stopping = false;
  let stopFailed = false;
  let served = false;
  const startedAt = new Map<number, number>();
  const listened = new Set<number>();
  cluster.on('listening', (worker: Worker) => {
    served = true;
    listened.add(worker.id);
  });
  const fork = () => {
    // A replacement still waiting out the crash-loop delay when a stop began would outlive it.
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    const workerListened = listened.delete(worker.id);
    if (stopping) {
      if (!stoppedCleanly(code, signal, workerListened)) {
        stopFailed = true;
        logger.error({ workerPid: worker.process.pid, code, signal }, 'an API worker did not stop cleanly');
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopFailed ? 1 : 0);
      return;
    }
    // Before any worker ever listened, its death is a start that cannot go on (its own fatal line
    // says why): exit 1 as a single process does, rather than start it again and again.
    if (!served) {
      logger.fatal({ workerPid: worker.process.pid, code, signal }, 'an API worker could not start; stopping');
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(1);
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, 'API worker died; starting a new one');
    setTimeout(fork, lived < CRASH_LOOP_MS ? CRASH_LOOP_MS : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the API workers');
    const workers = Object.values(cluster.workers ?? {});
    // Every worker may have died already, its replacement not yet started: nothing will exit then.
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // One that came while the modules were loading: no worker has started, so this exits at once.
  const early = takeRecordedStopSignal();
  if (early !== undefined) return stop(early);
  logger.info(`starting ${config.webConcurrency} API workers on port ${config.port}`);
  for (let index = 0; index < config.webConcurrency; index += 1) fork();
}
