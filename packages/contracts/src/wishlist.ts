import { z } from 'zod';
import { idSchema } from './common.js';
import { WISHLIST_LIMITS } from './limits.js';
import { productSchema } from './products.js';

export const wishlistResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** The watched products as they are now (live price, bids, time left), most recently added first. */
  products: z.array(productSchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const wishlistProductParamsSchema = /* @__PURE__ */ z.object({ productId: idSchema });

export const wishlistMergeRequestSchema = /* @__PURE__ */ z.object({
  productIds: z
    .array(idSchema, { error: 'productIds must be a list of product ids' })
    .max(WISHLIST_LIMITS.maxMergeIds, { error: `productIds may hold at most ${WISHLIST_LIMITS.maxMergeIds} ids` }),
});
export type WishlistMergeRequest = z.infer<typeof wishlistMergeRequestSchema>;

export const wishlistMergeResponseSchema = wishlistResponseSchema.extend({
  /** Ids that name no product (deleted since they were saved): skipped, not an error. */
  skipped: z.array(z.string()),
});
export type WishlistMergeResponse = z.infer<typeof wishlistMergeResponseSchema>;
