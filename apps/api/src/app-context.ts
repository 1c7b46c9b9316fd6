import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/database.js';
import type { OpenStreams } from './http/open-streams.js';
import type { RateLimitStoreFactory } from './http/postgres-rate-limit-store.js';
import type { StreamLimits } from './http/stream-limits.js';
import type { LiveBus } from './live/live-bus.js';
import type { AuthGuards } from './modules/auth/index.js';
import type { CategoriesCache } from './modules/categories/index.js';
import type { CountCache, ListCache } from './modules/products/index.js';

/** What every feature router is built from. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  logger: Logger;
  guards: AuthGuards;
  liveBus: LiveBus;
  /** Live streams, ended with a reconnect hint on shutdown. */
  openStreams: OpenStreams;
  rateLimitStores: RateLimitStoreFactory;
  /** Caps on open live streams, in all and per client: every SSE route admits its stream here. */
  streamLimits: StreamLimits;
  /** Catalog reads kept in this process until a write anywhere (or its bus notification) drops them. */
  catalog: { categories: CategoriesCache; counts: CountCache; pages: ListCache };
}
