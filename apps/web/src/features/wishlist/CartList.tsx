import type { Product } from '@bidhub/contracts';
import { Pager } from '../../components/Pager';
import { useLastPageInstead, usePageParam } from '../../lib/use-page-param';
import { CartControls } from './CartControls';
import { CartItem } from './CartItem';
import { countOf } from '../../lib/format';
import { arrangeCart, type CartShow } from './cart-view';
import { useCartView } from './use-cart-view';

/** Watched lots on one page of the cart: most lists fit on one; 500 (the most watched) make ten. */
export const CART_PAGE_SIZE = 50;

/** How many of the watched lots the filter leaves: 'No open lots in your wishlist.', '3 ended lots.', '1 open lot.'. */
const shownCount = (count: number, show: Exclude<CartShow, 'all'>) => (count === 0 ? `No ${show} lots in your wishlist.` : `${countOf(count, `${show} lot`)}.`);

interface CartListProps {
  items: Product[];
  headingLevel: number;
  onRemove: (productId: string) => Promise<void>;
}

/**
 * The watched lots under the cart's summary: shown all, open or ended, in the order chosen, fifty to
 * a page; the choices and the page live in the address (outside audit X3: 500 lots in one long list).
 */
export function CartList({ items, headingLevel, onRemove }: CartListProps) {
  const [view, changeView] = useCartView();
  const [page, setPage] = usePageParam();
  const arranged = arrangeCart(items, view, Date.now());
  const pages = Math.ceil(arranged.length / CART_PAGE_SIZE);
  const beyondLast = useLastPageInstead(page, pages, setPage);
  const shown = beyondLast ? [] : arranged.slice(page * CART_PAGE_SIZE, (page + 1) * CART_PAGE_SIZE);
  return (
    <>
      {(items.length > 1 || view.show !== 'all') && <CartControls view={view} onChange={changeView} />}
      {view.show !== 'all' && <p className={arranged.length === 0 ? 'empty' : 'text-secondary'}>{shownCount(arranged.length, view.show)}</p>}
      <div className="cart__items">
        {shown.map((product) => (
          <CartItem key={product._id} product={product} headingLevel={headingLevel} onRemove={onRemove} />
        ))}
      </div>
      {pages > 1 && <Pager label="Wishlist pages" page={page} pages={pages} onPage={setPage} previousText="Previous" nextText="Next" />}
    </>
  );
}
