import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PARAM } from '../../lib/use-page-param';
import { CART_SHOWS, CART_SORTS, type CartShow, type CartSort } from './cart-view';

export interface CartView {
  sort: CartSort;
  show: CartShow;
}

const oneOf = <Value extends string>(known: readonly Value[], written: string | null): Value =>
  known.find((value) => value === written) ?? known[0]!;

/** The address with these choices: the defaults have no parameter; a change goes back to the first page. */
function withView(current: URLSearchParams, changes: Partial<CartView>): URLSearchParams {
  const updated = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === 'added' || value === 'all') updated.delete(name);
    else updated.set(name, value);
  }
  updated.delete(PAGE_PARAM);
  return updated;
}

/**
 * The cart's order and filter, kept in the address (`?sort=ending&show=open`) so a reload or Back
 * from a lot keeps them. Each choice is a history entry, as the catalog's list controls are (outside
 * audit R8); anything unknown reads as the default and is taken out of the address in its place.
 */
export function useCartView(): [CartView, (changes: Partial<CartView>) => void] {
  const [params, setParams] = useSearchParams();
  const [sort, show] = [params.get('sort'), params.get('show')];
  const view = { sort: oneOf(CART_SORTS, sort), show: oneOf(CART_SHOWS, show) };
  const unknown = (sort !== null && sort !== view.sort) || (show !== null && show !== view.show);
  const change = useCallback((changes: Partial<CartView>) => setParams((current) => withView(current, changes)), [setParams]);
  useEffect(() => {
    if (unknown) setParams((current) => withView(current, view), { replace: true });
  });
  return [view, change];
}
