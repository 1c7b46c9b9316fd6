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
  // One h1 per page: under the greeting the summary is its h2.
  const Heading = session ? 'h2' : 'h1';

  return (
    <section className="cart" aria-labelledby="cart-summary">
      {session && (
        <h1 className="cart__greeting">Hello {session.user.name}!</h1>
      )}
      {items.length === 0 ? (
        <>
          <Heading id="cart-summary">Your Cart Is Empty</Heading>
          <p className="empty">Add auctions with ADD TO CART to keep an eye on them here.</p>
        </>
      ) : (
        <>
          <Heading id="cart-summary">You have {itemCount(items.length)} in your wishlist</Heading>
          {!session && (
            <p className="cart__login-hint">
              <Link to="/login" state="/cart">
                Please login to checkout
              </Link>
            </p>
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
