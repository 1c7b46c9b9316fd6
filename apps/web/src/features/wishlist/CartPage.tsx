import { Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../auth';
import { CartItem } from './CartItem';
import { itemCount } from './item-count';
import { useWishlist } from './use-wishlist';

/** /cart and /dashboard/user/cart: the watchlist, live prices, on the account when signed in, else in this browser. */
export function CartPage() {
  useDocumentTitle('Cart');
  const { session } = useSession();
  const { items, remove } = useWishlist();

  return (
    <section className="cart" aria-labelledby="cart-summary">
      {session && (
        <Typography.Title level={1} className="cart__greeting">
          Hello {session.user.name}!
        </Typography.Title>
      )}
      {items.length === 0 ? (
        <>
          <Typography.Title level={session ? 2 : 1} id="cart-summary">
            Your Cart Is Empty
          </Typography.Title>
          <Empty description="Add auctions with ADD TO CART to keep an eye on them here." />
        </>
      ) : (
        <>
          <Typography.Title level={session ? 2 : 1} id="cart-summary">
            You have {itemCount(items.length)} in your wishlist
          </Typography.Title>
          {!session && (
            <Typography.Paragraph className="cart__login-hint">
              <Link to="/login" state="/cart">
                Please login to checkout
              </Link>
            </Typography.Paragraph>
          )}
          <div className="cart__items">
            {items.map((product) => (
              <CartItem key={product._id} product={product} onRemove={remove} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
