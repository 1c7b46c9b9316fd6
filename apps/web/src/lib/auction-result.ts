import type { Product } from '@bidhub/contracts';
import { endedBelowReserve } from './ended-below-reserve';

/** What an ended auction came to, as the server last said it, in a card's or a list row's words. */
export function endedResult(product: Product): string {
  if (endedBelowReserve(product)) return 'Reserve not met - no sale';
  return product.winner ? `Won by ${product.winner}` : 'No bids';
}
