import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { Product } from '@bidhub/contracts';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../auth';
import { WishlistContext } from './wishlist-context';
import { fetchAccountWishlist, mergeIntoAccount, refreshProducts, unwatchOnAccount, watchOnAccount } from './wishlist-api';
import { readStoredWishlist, saveStoredWishlist, WISHLIST_KEY } from './wishlist-storage';
import { useFollowOtherTabs } from './use-follow-other-tabs';

/**
 * The wishlist for every screen. Signed out, localStorage 'cart' is the source of truth, as in the
 * spec. Signed in, the account's watchlist is: what this browser saved is merged into it once, and
 * it is read again whenever the window regains focus, so every device and tab shows the same list.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const signedIn = session !== undefined;
  const [items, setItems] = useState<Product[]>(() => (signedIn ? [] : readStoredWishlist()));

  const reload = useCallback(async () => {
    try {
      if (!signedIn) {
        const fresh = await refreshProducts(readStoredWishlist());
        saveStoredWishlist(fresh);
        setItems(fresh);
        return;
      }
      const saved = readStoredWishlist();
      if (saved.length > 0) {
        setItems(await mergeIntoAccount(saved.map((product) => product._id)));
        // Merged: the account holds them now, and a later sign-out starts from an empty browser list.
        saveStoredWishlist([]);
        return;
      }
      setItems(await fetchAccountWishlist());
    } catch {
      // Offline or signed out meanwhile: keep what is on screen; the next focus tries again.
    }
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn) setItems(readStoredWishlist());
    void reload();
  }, [signedIn, reload]);
  useFollowOtherTabs(WISHLIST_KEY, reload);

  const add = useCallback(
    async (product: Product) => {
      if (!signedIn) {
        const current = readStoredWishlist();
        // Read storage rather than state, so two quick clicks cannot both pass the duplicate check.
        if (current.some((item) => item._id === product._id)) return void toast('Item is already in your wishlist');
        saveStoredWishlist([...current, product]);
        setItems([...current, product]);
        return void toast.success('Item Added to wishlist');
      }
      if (items.some((item) => item._id === product._id)) return void toast('Item is already in your wishlist');
      try {
        setItems(await watchOnAccount(product._id));
        toast.success('Item Added to wishlist');
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    [signedIn, items],
  );

  const remove = useCallback(
    async (productId: string) => {
      if (!signedIn) {
        const updated = readStoredWishlist().filter((item) => item._id !== productId);
        saveStoredWishlist(updated);
        return void setItems(updated);
      }
      try {
        setItems(await unwatchOnAccount(productId));
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    [signedIn],
  );

  const value = useMemo(() => ({ items, add, remove }), [items, add, remove]);
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
