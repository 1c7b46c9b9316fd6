import { wishlistMergeRequestSchema, wishlistMergeResponseSchema, wishlistProductParamsSchema, wishlistResponseSchema } from '../wishlist.js';
import type { ApiRoute } from './api-route.js';

const tag = 'Watchlist';

export const wishlistRoutes: ApiRoute[] = [
  { method: 'get', path: '/wishlist', tag, summary: 'Your watchlist, with current prices', auth: 'user', replies: { 200: wishlistResponseSchema } },
  { method: 'put', path: '/wishlist/{productId}', tag, summary: 'Watch a product (idempotent); a 409 when the list already holds the most it may', auth: 'user', params: wishlistProductParamsSchema, replies: { 200: wishlistResponseSchema }, errors: [404, 409] },
  { method: 'delete', path: '/wishlist/{productId}', tag, summary: 'Stop watching a product (idempotent)', auth: 'user', params: wishlistProductParamsSchema, replies: { 200: wishlistResponseSchema }, errors: [404] },
  { method: 'post', path: '/wishlist/merge', tag, summary: "Add a browser's saved items; unknown ids are skipped and named, a 404 when none is known, a 409 (nothing added) when they would not all fit", auth: 'user', body: { schema: wishlistMergeRequestSchema }, replies: { 200: wishlistMergeResponseSchema }, errors: [404, 409] },
];
