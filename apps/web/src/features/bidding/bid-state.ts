import type { LiveBidEvent, Product } from '@bidhub/contracts';

/**
 * The part of a product that every accepted bid changes; live events from older servers lack
 * reserveMet. A live event's kind says when the row was a Buy It Now, which closed the auction.
 */
export type BidState = Pick<Product, 'price' | 'winner' | 'endtime' | 'bidCount' | 'minNextBid'> &
  Pick<LiveBidEvent, 'reserveMet' | 'kind'> & {
    /** From the server's `closed` event: the auction is settled. */
    closed?: boolean;
  };

/**
 * Our own bid's reply and the live events of everybody's bids race each other; the state with more
 * bids is the newer one, so an older one arriving late is ignored.
 */
export function withNewerBidState(product: Product, update: BidState): Product {
  if (update.bidCount < product.bidCount) return product;
  const { price, winner, endtime, bidCount, minNextBid, reserveMet = product.reserveMet } = update;
  // Any bid (or a Buy It Now) ends the Buy It Now offer.
  const buyNowPrice = bidCount > 0 ? null : product.buyNowPrice;
  // A watcher hears the sale, not a new bid, and the buyer too when the event beats the reply; the
  // closing says so for any auction.
  const status = update.kind === 'buy-now' || update.closed === true ? 'closed' : product.status;
  return { ...product, price, winner, endtime, bidCount, minNextBid, reserveMet, buyNowPrice, status };
}
