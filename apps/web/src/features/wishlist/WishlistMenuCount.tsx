import { useWishlist } from './use-wishlist';

/**
 * The wishlist's count on the phone's Menu button, which folds the WishList link away: a phone
 * shows it without opening the menu, as the desktop header does. Hidden from screen readers, which
 * hear the count on the WishList link itself; at zero there is nothing to point at.
 */
export function WishlistMenuCount() {
  const { items } = useWishlist();
  if (items.length === 0) return null;
  return (
    <span className="count-badge app__menu-count" aria-hidden="true" data-testid="menu-wishlist-count">
      {items.length}
    </span>
  );
}
