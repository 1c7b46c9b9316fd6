import { CART_SHOW_LABELS, CART_SHOWS, CART_SORT_LABELS, CART_SORTS } from './cart-view';
import type { CartView } from './use-cart-view';

interface CartControlsProps {
  view: CartView;
  onChange: (changes: Partial<CartView>) => void;
}

/** Which watched lots the cart shows and in what order: native selects, as above the catalog's lists. */
export function CartControls({ view, onChange }: CartControlsProps) {
  return (
    <div className="list-controls cart__controls">
      <select name="show" aria-label="Show" className="field list-controls__sort" value={view.show} onChange={(event) => onChange({ show: event.target.value as CartView['show'] })}>
        {CART_SHOWS.map((show) => (
          <option key={show} value={show}>
            {CART_SHOW_LABELS[show]}
          </option>
        ))}
      </select>
      <select name="sort" aria-label="Sort by" className="field list-controls__sort" value={view.sort} onChange={(event) => onChange({ sort: event.target.value as CartView['sort'] })}>
        {CART_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {CART_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
