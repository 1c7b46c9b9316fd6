import type { Product } from '@bidhub/contracts';

/** The part of a product that every accepted bid changes. */
export type BidState = Pick<Product, 'price' | 'winner' | 'endtime' | 'bidCount' | 'minNextBid'>;

/**
 * Our own bid's reply and the live events of everybody's bids race each other; the state with more
 * bids is the newer one, so an older one arriving late is ignored.
 */
export function withNewerBidState(product: Product, update: BidState): Product {
  if (update.bidCount < product.bidCount) return product;
  const { price, winner, endtime, bidCount, minNextBid } = update;
  return { ...product, price, winner, endtime, bidCount, minNextBid };
}
