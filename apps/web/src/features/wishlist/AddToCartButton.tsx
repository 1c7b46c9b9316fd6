import { Button } from 'antd';
import type { Product } from '@bidhub/contracts';
import { useWishlist } from './use-wishlist';

export function AddToCartButton({ product }: { product: Product }) {
  const { add } = useWishlist();
  return (
    <Button block onClick={() => void add(product)}>
      ADD TO CART
    </Button>
  );
}
