import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { DataError } from '../../components/DataError';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../auth';
import { CartList } from './CartList';
import { itemCount } from './item-count';
import { useWishlist } from './use-wishlist';
import { useOpenCartRefresh } from './use-open-cart-refresh';

/**
 * /cart and /dashboard/user/cart: the watchlist, live prices, on the account when signed in, else in
 * this browser. In the dashboard too its greeting is the h1: the dashboard's menu title is none.
 */
export function CartPage() {
  useDocumentTitle('Cart');
  const { session } = useSession();
  const { items, state, failure, reload, remove } = useWishlist();
  useOpenCartRefresh(session?.user._id);
  const { summary, removeItem } = useSummaryFocusAfterRemove(remove, items.length);
  // One h1 per page: under the greeting the summary is a level below it, and each item below that.
  const summaryLevel = 1 + (session ? 1 : 0);
  const Heading = `h${summaryLevel}` as 'h1' | 'h2' | 'h3';

  return (
    <section className="cart" aria-labelledby="cart-summary" aria-busy={state === 'loading' || undefined}>
      {session && <h1 className="cart__greeting">Hello {session.user.name}!</h1>}
      {state === 'loading' ? (
        <Heading id="cart-summary">Loading your wishlist ...</Heading>
      ) : state === 'failed' ? (
        <>
          <Heading id="cart-summary">Your wishlist</Heading>
          <DataError title="Your wishlist could not be loaded" message={failure ?? ''} onRetry={reload} />
        </>
      ) : items.length === 0 ? (
        <>
          <Heading id="cart-summary" ref={summary} tabIndex={-1}>
            Your Cart Is Empty
          </Heading>
          <p className="empty">
            Add auctions with ADD TO CART to keep an eye on them here. <Link to="/home">Browse the auctions</Link>
          </p>
        </>
      ) : (
        <>
          <Heading id="cart-summary" ref={summary} tabIndex={-1}>
            You have {itemCount(items.length)} in your wishlist
          </Heading>
          {!session && (
            <p className="cart__login-hint">
              <Link to="/login" state="/cart">
                Please login to checkout
              </Link>
            </p>
          )}
          <CartList items={items} headingLevel={summaryLevel + 1} onRemove={removeItem} />
        </>
      )}
    </section>
  );
}

/**
 * The Remove button pressed goes with its item, which left the focus on <body>: the summary takes
 * it, so the keyboard stays in the list and the new count is read out.
 */
function useSummaryFocusAfterRemove(remove: (productId: string) => Promise<unknown>, itemCount: number) {
  const summary = useRef<HTMLHeadingElement>(null);
  const refocusAfterRemove = useRef(false);
  const removeItem = useCallback(
    async (productId: string) => {
      refocusAfterRemove.current = true;
      await remove(productId);
    },
    [remove],
  );
  useEffect(() => {
    if (!refocusAfterRemove.current) return;
    refocusAfterRemove.current = false;
    if (document.activeElement === document.body) summary.current?.focus();
  }, [itemCount]);
  return { summary, removeItem };
}
