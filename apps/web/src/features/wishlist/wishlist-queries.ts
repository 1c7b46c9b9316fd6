import { queryOptions } from '@tanstack/react-query';
import { WISHLIST_LIMITS, type Product } from '@bidhub/contracts';
import { errorStatus } from '../../lib/api-client';
import { toastFailure } from '../../lib/failure-toast';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { readStoredSession } from '../../lib/session';
import { fetchAccountWishlist, mergeIntoAccount, refreshProducts } from './wishlist-api';
import { readStoredWishlist, saveStoredWishlist } from './wishlist-storage';

const WISHLIST_FULL_TOAST = 'wishlist-full';

/** The shape of every product id; anything else in the browser's list was edited by hand. */
const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The saved ids in calls the merge route takes: each id once (the original client appended
 * duplicates, so a cart may hold more entries than one call may send) and only ids a product can
 * have, as one malformed id would refuse its whole call, again at every load.
 */
function mergeBatches(saved: Product[]): string[][] {
  const ids = [...new Set(saved.map((product) => product._id))].filter((id) => PRODUCT_ID.test(id));
  const size = WISHLIST_LIMITS.maxMergeIds;
  return Array.from({ length: Math.ceil(ids.length / size) }, (_, index) => ids.slice(index * size, (index + 1) * size));
}

/**
 * Each reply is the whole account list; a 404 means every product of that call is gone since, a 409
 * that the account's list is full: the user is told, and the rest stays off it as the server said.
 */
async function mergeSaved(saved: Product[]): Promise<Product[] | undefined> {
  let merged: Product[] | undefined;
  for (const batch of mergeBatches(saved)) {
    const reply = await mergeIntoAccount(batch).catch((error: unknown) => {
      const status = errorStatus(error);
      if (status === 404) return undefined;
      if (status !== 409) throw error;
      toastFailure(error, WISHLIST_FULL_TOAST);
      return 'full' as const;
    });
    if (reply === 'full') break;
    merged = reply ?? merged;
  }
  return merged;
}

/** Signed in: what this browser saved is merged into the account once, then the account's list is the truth. */
async function loadAccountWishlist(): Promise<Product[]> {
  // Signed out meanwhile: the reset at sign-out asks again for the screens' queries before they
  // move to the browser's list, and this one would go out without a token, to a 401.
  if (!readStoredSession()) return [];
  const saved = readStoredWishlist();
  if (saved.length === 0) return fetchAccountWishlist();
  const merged = await mergeSaved(saved);
  // The account holds them now, so a later sign-out starts from an empty browser list.
  saveStoredWishlist([]);
  return merged ?? fetchAccountWishlist();
}

/** Signed out: localStorage 'cart' (the spec's key) with current copies of its products; gone ones drop out. */
async function loadBrowserWishlist(): Promise<Product[]> {
  const fresh = await refreshProducts(readStoredWishlist());
  // Signed in while this was under way: the account has merged and emptied the list; do not bring it back.
  if (!readStoredSession()) saveStoredWishlist(fresh);
  return fresh;
}

export const wishlistKey = (userId: string | undefined) => [...QUERY_ROOTS.wishlist, userId ?? 'browser'] as const;

/**
 * The wishlist of whoever uses this browser now, read again whenever the window regains focus, so
 * every device and tab shows the same list. A failed refresh keeps the list on screen (no error
 * toast): the next focus or tab change asks again.
 */
export const wishlistQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: wishlistKey(userId),
    queryFn: userId ? loadAccountWishlist : loadBrowserWishlist,
    refetchOnWindowFocus: 'always',
    // Signed out, the saved list shows at once and is refreshed behind it (updated at 0: stale).
    ...(userId ? {} : { initialData: readStoredWishlist, initialDataUpdatedAt: 0 }),
  });
