import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import type { Product } from '@bidhub/contracts';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { toastFailure } from '../../lib/failure-toast';
import { useHydrated } from '../../lib/use-hydrated';
import { useSession } from '../auth';
import { unwatchOnAccount, watchOnAccount } from './wishlist-api';
import { wishlistKey, wishlistQuery } from './wishlist-queries';
import { readStoredWishlist, saveStoredWishlist, WISHLIST_KEY } from './wishlist-storage';
import { announceToOtherTabs, useFollowOtherTabs } from './use-follow-other-tabs';

export interface Wishlist {
  items: Product[];
  /**
   * 'loading' until the account's list first arrives, 'failed' when that read failed (the browser's
   * own list, signed out, is there at once): the cart page must not call either of them empty.
   */
  state: 'loading' | 'failed' | 'ready';
  /** Why it failed, when it did. */
  failure: string | undefined;
  /** Reads the list again (every screen that shows it follows). */
  reload: () => void;
  /** Adds the product unless it is already there; tells the user which happened. */
  add: (product: Product) => Promise<void>;
  remove: (productId: string) => Promise<void>;
}

const DUPLICATE = 'Item is already in your wishlist';
const ADDED = 'Item Added to wishlist';
/** One toast for the wishlist: quick clicks on several cards replace it rather than pile up. */
const TOAST = { id: 'wishlist' };

/** Signed out the list lives in localStorage; storage is read (not the cache) so two quick clicks cannot both add. */
function changeBrowserList(change: (items: Product[]) => Product[]): Product[] {
  const updated = change(readStoredWishlist());
  saveStoredWishlist(updated);
  return updated;
}

/**
 * The wishlist for every screen, one query shared by the header badge, the cart page and the
 * buttons. Signed in, each change answers with the account's whole list, which replaces the cache.
 */
export function useWishlist(): Wishlist {
  const userId = useSession().session?.user._id;
  const queryClient = useQueryClient();
  const options = wishlistQuery(userId);
  const key = options.queryKey;
  const { data: saved, error } = useQuery(options);
  // The server rendered an empty list; the badge and buttons show this browser's list right after.
  const items = (useHydrated() && saved) || [];
  const state = saved !== undefined ? 'ready' : error ? 'failed' : 'loading';
  const failure = error ? errorMessage(error) : undefined;
  // Every screen using the wishlist listens; without cancelRefetch they share one request.
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: wishlistKey(userId) }, { cancelRefetch: false }),
    [queryClient, userId],
  );
  useFollowOtherTabs(WISHLIST_KEY, reload);

  const add = async (product: Product) => {
    const current = userId ? (queryClient.getQueryData(key) ?? []) : readStoredWishlist();
    if (current.some((item) => item._id === product._id)) return void toast(DUPLICATE, TOAST);
    try {
      const updated = userId ? await watchOnAccount(product._id) : changeBrowserList((stored) => [...stored, product]);
      queryClient.setQueryData(key, updated);
      if (userId) announceToOtherTabs();
      toast.success(ADDED, TOAST);
    } catch (error) {
      toastFailure(error, TOAST.id);
    }
  };

  const remove = async (productId: string) => {
    try {
      const updated = userId ? await unwatchOnAccount(productId) : changeBrowserList((stored) => stored.filter((item) => item._id !== productId));
      queryClient.setQueryData(key, updated);
      if (userId) announceToOtherTabs();
    } catch (error) {
      // The product was deleted since the list was read: it is off the list already, as a reload shows.
      if (errorStatus(error) === 404) reload();
      else toastFailure(error, TOAST.id);
    }
  };

  return { items, state, failure, reload, add, remove };
}
