import type { Product, WishlistMergeRequest, WishlistMergeResponse, WishlistResponse } from '@bidhub/contracts';
import { apiClient, errorStatus } from '../../lib/api-client';

/**
 * The account's list in the order its lots were added, as the browser's own list holds them (the
 * API answers newest first): the cart's "Order added" read backwards after signing in (outside audit E1).
 */
const inOrderAdded = (reply: { products: Product[] }) => [...reply.products].reverse();

/** The signed-in account's watchlist; each call answers with the whole list as it is now. */
export const fetchAccountWishlist = async () => inOrderAdded((await apiClient.get<WishlistResponse>('/wishlist')).data);
export const watchOnAccount = async (productId: string) =>
  inOrderAdded((await apiClient.put<WishlistResponse>(`/wishlist/${encodeURIComponent(productId)}`)).data);
export const unwatchOnAccount = async (productId: string) =>
  inOrderAdded((await apiClient.delete<WishlistResponse>(`/wishlist/${encodeURIComponent(productId)}`)).data);
export const mergeIntoAccount = async (productIds: string[]) =>
  inOrderAdded((await apiClient.post<WishlistMergeResponse>('/wishlist/merge', { productIds } satisfies WishlistMergeRequest)).data);

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
