import { pino } from 'pino';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { databaseLocationFrom, openDatabase } from './db/database.js';
import { createHttpServer } from './http/http-server.js';
import { promoteAdmins } from './modules/auth/admin-roles.js';
import { createBidEvents } from './modules/bidding/bid-events.js';
import { resolveJwtSecret } from './modules/auth/jwt-secret.js';
import { seedDemoData } from './modules/demo-data/seed-demo-data.js';
import { shouldSeedDemoData } from './modules/demo-data/seed-decision.js';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

async function main() {
  const database = await openDatabase(databaseLocationFrom(config));
  const jwtSecret = resolveJwtSecret(config);
  const promoted = await promoteAdmins(database.db, config.adminUsernames);
  if (promoted.length > 0) logger.info({ promoted }, 'ADMIN_USERNAMES promoted to admin');
  if (shouldSeedDemoData(config.seedDemo, database.engine)) await seedDemoData(database.db, logger);

  const bidEvents = await createBidEvents(database, logger);
  const app = createApp({ config, database, jwtSecret, bidEvents, logger });
  const server = createHttpServer(app).listen(config.port, () => {
    logger.info(`BidHub is listening on http://localhost:${config.port} (database: ${database.engine})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      bidEvents
        .close()
        .finally(() => database.close())
        .finally(() => process.exit(0));
    });
    // Live bid streams never end on their own.
    server.closeAllConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal(error instanceof Error ? error.message : error);
  process.exit(1);
});
