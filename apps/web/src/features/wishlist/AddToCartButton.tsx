import type { Product } from '@bidhub/contracts';
import { useWishlist } from './use-wishlist';

export function AddToCartButton({ product }: { product: Product }) {
  const { add } = useWishlist();
  return (
    <button type="button" className="btn btn--block" onClick={() => void add(product)}>
      ADD TO CART
    </button>
  );
}
