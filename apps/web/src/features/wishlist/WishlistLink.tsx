import { Link } from 'react-router-dom';
import { itemCount } from './item-count';
import { useWishlist } from './use-wishlist';

/**
 * The header's WishList link; its badge shows the count even at zero, as the spec asks. Its name
 * starts with the words on screen, 'WishList 2' (the space between them is in the text, wherever
 * the badge is drawn): speech users say what they see to follow it.
 */
export function WishlistLink() {
  const { items } = useWishlist();
  return (
    <Link to="/cart" className="wishlist-link" aria-label={`WishList ${itemCount(items.length)}`}>
      <span className="wishlist-link__label">WishList</span>{' '}
      <span className="count-badge wishlist-link__count" aria-hidden="true">
        {items.length}
      </span>
    </Link>
  );
}
