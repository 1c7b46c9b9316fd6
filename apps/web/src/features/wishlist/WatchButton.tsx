import type { Product } from '@bidhub/contracts';
import { useWishlist } from './use-wishlist';

/**
 * The product page's toggle, pressed while the product is on the watchlist, and how many accounts
 * watch it: the watchlist's copy is the newer one once this user has watched it. Plain markup: the
 * wishlist's public index is also reached from the app shell, which must stay free of antd.
 */
export function WatchButton({ product }: { product: Product }) {
  const { items, add, remove } = useWishlist();
  const watched = items.find((item) => item._id === product._id);
  return (
    <div className="product-page__watch">
      <button
        type="button"
        aria-pressed={watched !== undefined}
        className={watched ? 'btn btn--primary' : 'btn'}
        onClick={() => void (watched ? remove(product._id) : add(product))}
      >
        {watched ? 'Watching' : 'Watch'}
      </button>
      <span className="text-secondary">{(watched ?? product).watchers} watching</span>
    </div>
  );
}
