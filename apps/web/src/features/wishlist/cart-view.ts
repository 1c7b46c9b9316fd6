import type { Product } from '@bidhub/contracts';

/** How the cart page orders the watched lots: as the list holds them, or by end or price. */
export const CART_SORTS = ['added', 'ending', 'price-asc', 'price-desc'] as const;
export type CartSort = (typeof CART_SORTS)[number];

/** Which watched lots it shows: every one, the ones still taking bids, or the ended ones. */
export const CART_SHOWS = ['all', 'open', 'ended'] as const;
export type CartShow = (typeof CART_SHOWS)[number];

export const CART_SORT_LABELS: Record<CartSort, string> = {
  added: 'Order added',
  ending: 'Ending soonest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export const CART_SHOW_LABELS: Record<CartShow, string> = { all: 'All lots', open: 'Open lots', ended: 'Ended lots' };

/** Ended once the server closed it, or once its end has passed (the close follows within a moment). */
const hasEnded = (product: Product, now: number) => product.status === 'closed' || Date.parse(product.endtime) <= now;

const byEnd = (first: Product, second: Product) => Date.parse(first.endtime) - Date.parse(second.endtime);

/** Ending soonest first; ended lots after every open one, the latest ended first. */
function endingSoonest(items: Product[], now: number): Product[] {
  const open = items.filter((product) => !hasEnded(product, now)).sort(byEnd);
  const ended = items.filter((product) => hasEnded(product, now)).sort((first, second) => byEnd(second, first));
  return [...open, ...ended];
}

/** The watched lots the page shows, in its order; `now` decides which have ended. */
export function arrangeCart(items: Product[], { sort, show }: { sort: CartSort; show: CartShow }, now: number): Product[] {
  const shown = show === 'all' ? items : items.filter((product) => hasEnded(product, now) === (show === 'ended'));
  if (sort === 'ending') return endingSoonest(shown, now);
  if (sort === 'price-asc') return [...shown].sort((first, second) => first.price - second.price);
  if (sort === 'price-desc') return [...shown].sort((first, second) => second.price - first.price);
  return shown;
}
