import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CART_SHOWS, CART_SORTS, type CartShow, type CartSort } from './cart-view';

export interface CartView {
  sort: CartSort;
  show: CartShow;
}

const oneOf = <Value extends string>(known: readonly Value[], written: string | null): Value =>
  known.find((value) => value === written) ?? known[0]!;

/**
 * The cart's order and filter, kept in the address (`?sort=ending&show=open`) so a reload or Back
 * from a lot keeps them; the defaults have no parameter, and anything unknown reads as the default.
 * A change goes back to the first page and replaces the history entry, as a select's every step would
 * otherwise be one Back.
 */
export function useCartView(): [CartView, (changes: Partial<CartView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = { sort: oneOf(CART_SORTS, params.get('sort')), show: oneOf(CART_SHOWS, params.get('show')) };
  const change = useCallback(
    (changes: Partial<CartView>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === 'added' || value === 'all') updated.delete(name);
            else updated.set(name, value);
          }
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, change];
}
