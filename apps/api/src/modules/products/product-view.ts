import { minimumNextBidPaise, toPaise, toRupees, type AuctionClosedEvent, type Product } from '@bidhub/contracts';
import { isAuctionOpen, isBuyNowAvailable, isReserveMet } from './product-rules.js';
import type { ProductViewRow } from './products-queries.js';

/**
 * The `closed` live event of a settled auction: its final state, the winner '' when nobody won (no
 * bid, or the reserve not met). Sent by the closer, and to a stream opened after the close.
 */
export function closedEventOf(auction: Pick<ProductViewRow, 'id' | 'winner' | 'price' | 'bidCount' | 'reservePrice' | 'endtime'>): AuctionClosedEvent {
  const reserveMet = isReserveMet(auction);
  return {
    productId: auction.id,
    winner: auction.bidCount > 0 && reserveMet ? auction.winner : '',
    price: auction.price,
    bidCount: auction.bidCount,
    reserveMet,
    endtime: auction.endtime.toISOString(),
  };
}

export interface ProductViewOptions {
  /**
   * Admins see the reserve amount (everyone else only whether there is one and whether it is met)
   * and who created the lot, so a client can tell its seller that they cannot bid on it.
   */
  forAdmin?: boolean;
}

/** The reply shape of a product: the API's document-style names, money in rupees, times in ISO UTC. */
export function toProductView(row: ProductViewRow, now: Date = new Date(), { forAdmin = false }: ProductViewOptions = {}): Product {
  const open = isAuctionOpen(row.endtime, now);
  const reserveMet = isReserveMet(row);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price,
    startingPrice: row.startingPrice,
    endtime: row.endtime.toISOString(),
    category: { _id: row.category.id, name: row.category.name, slug: row.category.slug },
    // An auction that closed below its reserve has no winner.
    winner: open || reserveMet ? row.winner : '',
    bidCount: row.bidCount,
    watchers: row.watchers,
    minNextBid: toRupees(minimumNextBidPaise(toPaise(row.price), row.bidCount)),
    status: open ? 'open' : 'closed',
    serverTime: now.toISOString(),
    photoVersion: row.photoVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hasReserve: row.reservePrice !== null,
    reserveMet,
    buyNowPrice: isBuyNowAvailable(row, now) ? row.buyNowPrice : null,
    ...(forAdmin && { reservePrice: row.reservePrice, createdBy: row.createdBy }),
  };
}
