import type { ApiRoute } from './api-route.js';
import { authRoutes } from './auth.js';
import { biddingRoutes } from './bidding.js';
import { categoryRoutes } from './categories.js';
import { notificationRoutes } from './notifications.js';
import { productRoutes } from './products.js';
import { systemRoutes } from './system.js';
import { wishlistRoutes } from './wishlist.js';

export type { ApiRoute, RawReply } from './api-route.js';
export { buildOpenApiDocument, type OpenApiDocument } from './build-document.js';

/** Every route of /api/v1. A new feature adds its list here; a new route is one entry in its feature's list. */
export const apiRoutes: readonly ApiRoute[] = [
  ...systemRoutes,
  ...authRoutes,
  ...categoryRoutes,
  ...productRoutes,
  ...biddingRoutes,
  ...wishlistRoutes,
  ...notificationRoutes,
];
