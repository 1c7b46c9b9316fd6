import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { Product } from '@bidhub/contracts';
import { WishlistContext } from './wishlist-context';
import { readStoredWishlist, saveStoredWishlist, WISHLIST_KEY } from './wishlist-storage';

/**
 * The wishlist for every screen. localStorage 'cart' is the source of truth, read at start-up and
 * written on every change; this state mirrors it so the header badge and the cart re-render.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Product[]>(readStoredWishlist);

  useEffect(() => {
    // A product added in another tab shows in this tab's badge too.
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === WISHLIST_KEY || event.key === null) setItems(readStoredWishlist());
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, []);

  const add = useCallback((product: Product) => {
    // Read storage rather than state, so two quick clicks cannot both pass the duplicate check.
    const current = readStoredWishlist();
    if (current.some((item) => item._id === product._id)) {
      toast('Item is already in your wishlist');
      return;
    }
    const updated = [...current, product];
    saveStoredWishlist(updated);
    setItems(updated);
    toast.success('Item Added to wishlist');
  }, []);

  const remove = useCallback((productId: string) => {
    const updated = readStoredWishlist().filter((item) => item._id !== productId);
    saveStoredWishlist(updated);
    setItems(updated);
  }, []);

  const value = useMemo(() => ({ items, add, remove }), [items, add, remove]);
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
