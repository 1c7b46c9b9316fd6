import type { Product, WishlistMergeRequest, WishlistMergeResponse, WishlistResponse } from '@bidhub/contracts';
import { apiClient, errorStatus } from '../../lib/api-client';

/** The signed-in account's watchlist; each call answers with the whole list as it is now. */
export const fetchAccountWishlist = async () => (await apiClient.get<WishlistResponse>('/wishlist')).data.products;
export const watchOnAccount = async (productId: string) =>
  (await apiClient.put<WishlistResponse>(`/wishlist/${encodeURIComponent(productId)}`)).data.products;
export const unwatchOnAccount = async (productId: string) =>
  (await apiClient.delete<WishlistResponse>(`/wishlist/${encodeURIComponent(productId)}`)).data.products;
export const mergeIntoAccount = async (productIds: string[]) =>
  (await apiClient.post<WishlistMergeResponse>('/wishlist/merge', { productIds } satisfies WishlistMergeRequest)).data.products;

/**
 * Current copies of products saved in this browser, so a signed-out cart shows live prices; gone
 * ones drop out. Asked for by id, which a rename keeps: the saved slug would be a 404 after one.
 */
export async function refreshProducts(saved: Product[]): Promise<Product[]> {
  const replies = await Promise.allSettled(
    saved.map(async (product) => (await apiClient.get<{ product: Product }>(`/product/get-product/${encodeURIComponent(product._id)}`)).data.product),
  );
  return replies.flatMap((reply, index) => (reply.status === 'fulfilled' ? [reply.value] : errorKeepsSaved(reply.reason) ? [saved[index]!] : []));
}

/** Only a 404 means the product is gone; a network failure keeps the saved copy. */
const errorKeepsSaved = (reason: unknown) => errorStatus(reason) !== 404;
