import type http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { endKeepAlive } from './http-server.js';
import type { OpenStreams } from './open-streams.js';

export interface ShutdownOptions {
  server: http.Server;
  openStreams: OpenStreams;
  /** How long in-flight requests may take to finish before their connections are cut. */
  drainTimeoutMs: number;
  logger: Logger;
}

/**
 * While it lasts, the server still takes requests - a request already on its way over a keep-alive
 * connection is answered instead of meeting a reset - and each reply closes its connection.
 */
const GRACE_MS = 1000;

/**
 * Ends live streams with a reconnect hint, lets every reply close its connection, then stops taking
 * connections and waits for the requests under way: a bid that commits during a shutdown still gets
 * its reply. Only after `drainTimeoutMs` are the connections left cut.
 */
export async function drainHttpServer({ server, openStreams, drainTimeoutMs, logger }: ShutdownOptions): Promise<void> {
  endKeepAlive(server);
  openStreams.endAll();
  await sleep(GRACE_MS);
  // Node closes the idle connections here; replies still under way close theirs when sent.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const outcome = await Promise.race([closed, sleep(Math.max(drainTimeoutMs - GRACE_MS, 0), 'timeout')]);
  clearInterval(idleSweep);
  if (outcome === 'timeout') {
    logger.warn({ drainTimeoutMs }, 'requests still running after the drain timeout; closing their connections');
    server.closeAllConnections();
    await closed;
  }
}
