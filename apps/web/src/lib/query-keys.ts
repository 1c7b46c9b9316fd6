import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of the query keys that more than one feature reads or changes. An admin's change
 * invalidates a whole root, so every list and page showing the changed data asks again.
 */
export const QUERY_ROOTS = {
  categories: ['categories'],
  /** Every list of products: home, a category, search, the admin's list, my bids. */
  productLists: ['product-lists'],
  /** One product by slug, and its bid ledger. */
  product: ['product'],
  /** The wishlist: the account's when signed in, this browser's otherwise; it shows live prices. */
  wishlist: ['wishlist'],
} as const;

/**
 * Cards show no live stream (one per card would be one connection per lot on screen), so a list on
 * screen asks again this often: a price bid elsewhere shows within half a minute, not at reload.
 * TanStack Query skips it while the tab is hidden.
 */
export const LIST_REFRESH_MS = 30_000;

/** After an admin created, changed or deleted a category or a product. */
export async function invalidateCatalog(queryClient: QueryClient): Promise<void> {
  await Promise.all(Object.values(QUERY_ROOTS).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
