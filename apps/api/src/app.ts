import { replyEtag } from './http/response-etag.js';
import cors from 'cors';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { dynamicCompression } from './http/dynamic-compression.js';
import { JSON_BODY_TYPES, refuseUnreadableBodies } from './http/body-types.js';
import { conditionalDespiteNoCache } from './http/conditional-requests.js';
import { errorMiddleware, unknownApiRoute } from './http/error-middleware.js';
import { requireHostHeader } from './http/host-header.js';
import { readLonePercentSignsLiterally } from './http/lone-percent-signs.js';
import { REQUEST_ID_HEADER, requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { noStoreOnGet } from './http/no-store.js';
import { createOpenStreams, type OpenStreams } from './http/open-streams.js';
import { rateLimitStoresFor } from './http/postgres-rate-limit-store.js';
import { createStreamLimits } from './http/stream-limits.js';
import { writeRepliesWithoutEtag } from './http/write-replies.js';
import { createWebClientRouter } from './http/web-client.js';
import { createFirstScreenPages } from './modules/first-screen/first-screen-pages.js';
import { createDocsRouter } from './modules/api-docs/docs-router.js';
import { createOpenApiRouter } from './modules/api-docs/openapi-router.js';
import { createSiteRouter } from './modules/link-previews/site-router.js';
import { createAuthGuards, RENEWED_TOKEN_HEADER } from './modules/auth/auth-guards.js';
import { createAuthRouter } from './modules/auth/auth-router.js';
import { createAuthService, type AuthService } from './modules/auth/auth-service.js';
import { createTokenService } from './modules/auth/tokens.js';
import type { LiveBus } from './live/live-bus.js';
import { createBiddingRouters } from './modules/bidding/bidding-router.js';
import { createCategoriesCache } from './modules/categories/categories-cache.js';
import { createCategoriesRouter } from './modules/categories/categories-router.js';
import { createHealthRouter } from './modules/health/health-router.js';
import { createNotificationsRouter } from './modules/notifications/index.js';
import { createPhotosRouter } from './modules/photos/photos-router.js';
import { createCountCache } from './modules/products/count-cache.js';
import { createListCache } from './modules/products/list-cache.js';
import { createProductsRouter } from './modules/products/products-router.js';
import { createListingsRouter } from './modules/listings/listings-router.js';
import { createWishlistRouter } from './modules/wishlist/wishlist-router.js';
import { createLogger } from './logger.js';

/**
 * TRUST_PROXY=true trusts the proxies a deployment puts in front of the API: on this host or on a
 * private network (compose's, a LAN's). The client's address is then the nearest one they did not
 * add, so a client cannot name itself in X-Forwarded-For to slip past the per-address limits, as it
 * could when every hop was trusted.
 */
const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  /** Built by the caller, which also closes it: one per process, shared by every app it creates. */
  liveBus: LiveBus;
  /** The server passes its own, to end them on shutdown. */
  openStreams?: OpenStreams;
  logger?: Logger;
}

const JSON_BODY_LIMIT = '100kb';

/** Every route of /api/v1, in the order a request tries them. */
function apiRoutes(context: AppContext, auth: AuthService): express.Router {
  const { config, database, openStreams, rateLimitStores } = context;
  const bidding = createBiddingRouters(context);
  const api = express.Router();
  // Every bid passes the routes mounted before its own, each a path to match: it comes first.
  api.use('/product', bidding.placement);
  api.use('/health', createHealthRouter(database, () => openStreams.shuttingDown));
  api.use(createOpenApiRouter());
  api.use('/auth', createAuthRouter(auth, context.guards, config.rateLimits, rateLimitStores));
  api.use('/category', createCategoriesRouter(context));
  api.use('/product', createPhotosRouter(context));
  // Every product read after the photos (cached by their own rules): lists, pages, the admin's, bids.
  api.use('/product', noStoreOnGet);
  // Products before bidding: a slug like 'bids' must reach get-product, not match '/:id/bids'.
  api.use('/product', createProductsRouter(context));
  api.use('/product', createListingsRouter(context));
  api.use('/product', bidding.others);
  api.use('/wishlist', createWishlistRouter(context));
  api.use('/notifications', createNotificationsRouter(context));
  return api;
}

/** Builds the whole HTTP app without listening, so tests drive exactly what production runs. */
export function createApp({
  config,
  database,
  jwtSecret,
  liveBus,
  openStreams = createOpenStreams(),
  logger = createLogger(config.logLevel),
}: AppDependencies): Express {
  const auth = createAuthService({
    db: database.db,
    tokens: createTokenService(jwtSecret),
    adminUsernames: config.adminUsernames,
    passwordChanged: (userId) => liveBus.publishPasswordChanged(userId),
  });
  const rateLimitStores = rateLimitStoresFor(database);
  const streamLimits = createStreamLimits(config.liveStreams);
  const catalog = {
    categories: createCategoriesCache(database.db, liveBus),
    counts: createCountCache(database.db, liveBus),
    pages: createListCache(database.db, liveBus),
  };
  const context: AppContext = { config, database, db: database.db, logger, guards: createAuthGuards(auth), liveBus, openStreams, rateLimitStores, streamLimits, catalog };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', replyEtag);
  app.set('trust proxy', config.trustProxy ? TRUSTED_PROXIES : false);
  app.use(requestLog(logger), requireHostHeader);
  app.use(securityHeaders());
  app.use(dynamicCompression());
  app.use(writeRepliesWithoutEtag);
  app.use(conditionalDespiteNoCache);
  app.use(readLonePercentSignsLiterally);
  if (config.corsOrigins.length > 0) {
    // Tokens travel in the Authorization header, never in cookies, so credentials stay off.
    app.use('/api', cors({ origin: config.corsOrigins, exposedHeaders: [REQUEST_ID_HEADER, 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'ETag', 'Idempotent-Replayed', RENEWED_TOKEN_HEADER], maxAge: 600 }));
  }
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT, type: JSON_BODY_TYPES }));
  // Extended (qs): a form's list fields written as checked[]= or checked[0]= arrive as lists; the
  // simple parser kept them under those names, and the filter was silently ignored.
  app.use('/api', express.urlencoded({ extended: true, limit: JSON_BODY_LIMIT }));
  app.use('/api', refuseUnreadableBodies);

  app.use('/api/v1', apiRoutes(context, auth));
  app.use('/api/docs', createDocsRouter());
  app.use('/api', unknownApiRoute);

  app.use(createSiteRouter(database.db, config.publicOrigin));
  const webClient = createWebClientRouter(config.webDistDir, createFirstScreenPages(context, config.webDistDir));
  if (webClient) app.use(webClient);
  app.use(unknownApiRoute);
  app.use(errorMiddleware(logger));
  return app;
}
