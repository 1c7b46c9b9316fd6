import { useContext } from 'react';
import { WishlistContext, type WishlistContextValue } from './wishlist-context';

export function useWishlist(): WishlistContextValue {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlist must be used inside <WishlistProvider>');
  return value;
}
