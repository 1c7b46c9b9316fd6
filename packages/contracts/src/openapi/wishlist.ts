import { wishlistMergeRequestSchema, wishlistMergeResponseSchema, wishlistProductParamsSchema, wishlistResponseSchema } from '../wishlist.js';
import type { ApiRoute } from './api-route.js';

const tag = 'Watchlist';

export const wishlistRoutes: ApiRoute[] = [
  { method: 'get', path: '/wishlist', tag, summary: 'Your watchlist, with current prices', auth: 'user', replies: { 200: wishlistResponseSchema } },
  { method: 'put', path: '/wishlist/{productId}', tag, summary: 'Watch a product (idempotent)', auth: 'user', params: wishlistProductParamsSchema, replies: { 200: wishlistResponseSchema }, errors: [404] },
  { method: 'delete', path: '/wishlist/{productId}', tag, summary: 'Stop watching a product (idempotent)', auth: 'user', params: wishlistProductParamsSchema, replies: { 200: wishlistResponseSchema }, errors: [404] },
  { method: 'post', path: '/wishlist/merge', tag, summary: "Add a browser's saved items; unknown ids are skipped and named, a 404 when none is known", auth: 'user', body: { schema: wishlistMergeRequestSchema }, replies: { 200: wishlistMergeResponseSchema }, errors: [404] },
];
