import { toPaise } from '@bidhub/contracts';
import { AppError } from '../../http/app-error.js';
import type { PageWindow, ProductViewRow } from './products-queries.js';

/** Every route that names a product by id or slug answers this when there is none. */
export const productNotFound = () => AppError.notFound('Product not found');

export function pageWindow(page: number, pageSize: number): PageWindow {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** The GET lists' minPrice/maxPrice as the inclusive range filters use; either bound may be left open. */
export function priceRangeOf({ minPrice, maxPrice }: { minPrice?: number | undefined; maxPrice?: number | undefined }): readonly [number, number] | undefined {
  if (minPrice === undefined && maxPrice === undefined) return undefined;
  return [minPrice ?? 0, maxPrice ?? Number.MAX_SAFE_INTEGER];
}

/** Open until the end time; the closer settles it after. */
export function isAuctionOpen(endtime: Date, now: Date): boolean {
  return now.getTime() < endtime.getTime();
}

/** True without a reserve; with one, once a bid has brought the price to it. */
export function isReserveMet(row: Pick<ProductViewRow, 'reservePrice' | 'price' | 'bidCount'>): boolean {
  return row.reservePrice === null || (row.bidCount > 0 && toPaise(row.price) >= toPaise(row.reservePrice));
}

/** Buy It Now is offered only while the auction is open and nobody has bid. */
export function isBuyNowAvailable(row: Pick<ProductViewRow, 'buyNowPrice' | 'bidCount' | 'endtime'>, now: Date): boolean {
  return row.buyNowPrice !== null && row.bidCount === 0 && isAuctionOpen(row.endtime, now);
}
