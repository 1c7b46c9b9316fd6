import { Button, Space, Typography } from 'antd';
import type { Product } from '@bidhub/contracts';
import { useWishlist } from './use-wishlist';

/**
 * The product page's toggle, pressed while the product is on the watchlist, and how many accounts
 * watch it: the watchlist's copy is the newer one once this user has watched it.
 */
export function WatchButton({ product }: { product: Product }) {
  const { items, add, remove } = useWishlist();
  const watched = items.find((item) => item._id === product._id);
  return (
    <Space className="product-page__watch">
      <Button aria-pressed={watched !== undefined} type={watched ? 'primary' : 'default'} onClick={() => void (watched ? remove(product._id) : add(product))}>
        {watched ? 'Watching' : 'Watch'}
      </Button>
      <Typography.Text type="secondary">{(watched ?? product).watchers} watching</Typography.Text>
    </Space>
  );
}
