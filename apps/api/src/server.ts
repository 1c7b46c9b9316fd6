import cluster from 'node:cluster';
import { pino, type Logger } from 'pino';
import { createApp } from './app.js';
import { runClusterPrimary } from './cluster-primary.js';
import { loadConfig, type Config } from './config.js';
import { chooseDatabase, openDatabase } from './db/database.js';
import { drainHttpServer } from './http/graceful-shutdown.js';
import { createHttpServer } from './http/http-server.js';
import { createOpenStreams } from './http/open-streams.js';
import { startAuctionCloser } from './modules/auction-closing/index.js';
import { promoteAdmins } from './modules/auth/admin-roles.js';
import { createBidEvents } from './modules/bidding/bid-events.js';
import { resolveJwtSecret } from './modules/auth/jwt-secret.js';
import { seedDemoData } from './modules/demo-data/seed-demo-data.js';
import { shouldSeedDemoData } from './modules/demo-data/seed-decision.js';
import { exitOnUnhandledErrors } from './process-errors.js';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
exitOnUnhandledErrors(logger);

async function serve(config: Config, logger: Logger) {
  const choice = chooseDatabase(config);
  if (choice.fellBack) logger.warn(`database: ${choice.reason}`);
  else logger.info(`database: ${choice.reason}`);
  const database = await openDatabase(choice.location, (message, level = 'info') => logger[level](message));
  const jwtSecret = resolveJwtSecret(config);
  const promoted = await promoteAdmins(database.db, config.adminUsernames);
  if (promoted.length > 0) logger.info({ promoted }, 'ADMIN_USERNAMES promoted to admin');
  if (shouldSeedDemoData(config.seedDemo, database.embedded)) await seedDemoData(database.db, logger);

  const bidEvents = await createBidEvents(database, logger);
  const openStreams = createOpenStreams();
  const app = createApp({ config, database, jwtSecret, bidEvents, openStreams, logger });
  const closer = startAuctionCloser({ db: database.db, events: bidEvents, logger });
  const server = createHttpServer(app).listen(config.port, () => {
    logger.info(`BidHub is listening on http://localhost:${config.port} (database: ${database.engine})`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests under way');
    await drainHttpServer({ server, openStreams, drainTimeoutMs: config.shutdownTimeoutMs, logger });
    await closer.stop();
    // Only now: a bid that committed during the drain still publishes its live event.
    await bidEvents.close().catch((error: unknown) => logger.warn({ err: error }, 'closing bid events failed'));
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

if (cluster.isPrimary && config.webConcurrency > 1) {
  runClusterPrimary(config, logger);
} else {
  serve(config, logger).catch((error: unknown) => {
    logger.fatal(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
