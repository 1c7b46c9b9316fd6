import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { runClusterPrimary } from './cluster-primary.js';
import { loadConfig, type Config } from './config.js';
import { chooseDatabase, openDatabase } from './db/database.js';
import { drainHttpServer } from './http/graceful-shutdown.js';
import { createHttpServer } from './http/http-server.js';
import { createOpenStreams } from './http/open-streams.js';
import { assertPortFree } from './http/port-check.js';
import { startAuctionCloser } from './modules/auction-closing/index.js';
import { promoteAdmins } from './modules/auth/admin-roles.js';
import { createLiveBus } from './live/live-bus.js';
import { resolveJwtSecret } from './modules/auth/jwt-secret.js';
import { seedDemoData } from './modules/demo-data/seed-demo-data.js';
import { shouldSeedDemoData } from './modules/demo-data/seed-decision.js';
import { exitOnUnhandledErrors } from './process-errors.js';
import { listenForStopSignals, type StopSignals } from './stop-signals.js';
import { createLogger, messageOf } from './logger.js';

/**
 * After the drain, closing (the auction closer, live events, the database) may take this long. The
 * pool waits for every query to end, and one cut at the drain timeout may wait on a lock for as long
 * as it likes: the whole stop stays within SHUTDOWN_TIMEOUT_SECONDS plus this. Generous, since a
 * normal close includes embedded PostgreSQL's shutdown checkpoint (well under a second when measured).
 */
const CLOSE_BUDGET_MS = 5000;

/** A bad variable is said as the log's one fatal line, like every other failure to start. */
function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    createLogger('info').fatal(messageOf(error));
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);
exitOnUnhandledErrors(logger);

async function serve(config: Config, logger: Logger, signals: StopSignals) {
  // First: a deployment without its secret is refused before any database is touched.
  const jwtSecret = resolveJwtSecret(config);
  const choice = chooseDatabase(config);
  if (choice.fellBack) logger.warn(`database: ${choice.reason}`);
  else logger.info(`database: ${choice.reason}`);
  // A worker's port was checked by its primary.
  if (cluster.isPrimary) await assertPortFree(config.port);
  const database = await openDatabase(choice.location, (message, level = 'info') => logger[level](message)).catch((error: unknown) => {
    throw new Error(`could not open ${choice.reason}: ${messageOf(error)}`);
  });
  // A stop asked for while the database opened or the demo market was being added ends here.
  const stopIfAsked = async () => {
    if (signals.pending() === undefined) return;
    await database.close();
    logger.info('stopped before serving');
    process.exit(0);
  };
  await stopIfAsked();
  const promoted = await promoteAdmins(database.db, config.adminUsernames);
  // Said at every start: the names registered so far are admins (they may have been already).
  if (promoted.length > 0) logger.info({ admins: promoted }, 'ADMIN_USERNAMES: these accounts are admins');
  if (shouldSeedDemoData(config.seedDemo, database.embedded)) await seedDemoData(database.db, logger);
  await stopIfAsked();

  const liveBus = await createLiveBus(database, logger);
  const openStreams = createOpenStreams();
  const app = createApp({ config, database, jwtSecret, liveBus, openStreams, logger });
  const closer = startAuctionCloser({ db: database.db, liveBus, logger });
  const server = createHttpServer(app).listen(config.port, () => {
    // PORT=0 lets the system choose: say the port it chose.
    const { port } = server.address() as AddressInfo;
    logger.info(`BidHub is listening on http://localhost:${port} (database: ${database.engine})`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests under way');
    await drainHttpServer({ server, openStreams, drainTimeoutMs: config.shutdownTimeoutMs, logger });
    const closed = async () => {
      await closer.stop();
      // Only now: a bid that committed during the drain still publishes its live event.
      await liveBus.close().catch((error: unknown) => logger.warn({ err: error }, 'closing the live bus failed'));
      await database.close();
      return true;
    };
    if (await Promise.race([closed(), sleep(CLOSE_BUDGET_MS, false)])) {
      logger.info('stopped');
      process.exit(0);
    }
    logger.error({ closeBudgetMs: CLOSE_BUDGET_MS }, 'a request cut at the drain timeout still holds the database; exiting without waiting for it');
    process.exit(1);
  };
  signals.handleWith((signal) => void stop(signal));
}

/** A start that cannot go on: one fatal line saying why, and exit 1. */
const exitUnstarted = (error: unknown) => {
  logger.fatal(messageOf(error));
  process.exit(1);
};

if (cluster.isPrimary && config.webConcurrency > 1) {
  // Workers share the primary's socket: a port in use is said once, as a single process says it.
  assertPortFree(config.port).then(() => runClusterPrimary(config, logger), exitUnstarted);
} else {
  serve(config, logger, listenForStopSignals(logger)).catch(exitUnstarted);
}
