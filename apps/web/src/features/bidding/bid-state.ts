import type { Product } from '@bidhub/contracts';

/** The part of a product that every accepted bid changes; live events from older servers lack reserveMet. */
export type BidState = Pick<Product, 'price' | 'winner' | 'endtime' | 'bidCount' | 'minNextBid'> & { reserveMet?: boolean };

/**
 * Our own bid's reply and the live events of everybody's bids race each other; the state with more
 * bids is the newer one, so an older one arriving late is ignored.
 */
export function withNewerBidState(product: Product, update: BidState): Product {
  if (update.bidCount < product.bidCount) return product;
  const { price, winner, endtime, bidCount, minNextBid, reserveMet = product.reserveMet } = update;
  // Any bid (or a Buy It Now) ends the Buy It Now offer.
  const buyNowPrice = bidCount > 0 ? null : product.buyNowPrice;
  return { ...product, price, winner, endtime, bidCount, minNextBid, reserveMet, buyNowPrice };
}
