import type { Product } from '@bidhub/contracts';
import { useWishlist } from './use-wishlist';

/** `describedBy`: the id of the product's name, so a screen reader tells one card's button from the next. */
export function AddToCartButton({ product, describedBy }: { product: Product; describedBy?: string }) {
  const { add } = useWishlist();
  return (
    <button type="button" className="btn btn--block" aria-describedby={describedBy} onClick={() => void add(product)}>
      ADD TO CART
    </button>
  );
}
