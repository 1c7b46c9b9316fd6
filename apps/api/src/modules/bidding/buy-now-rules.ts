import { AppError } from '../../http/app-error.js';
import { isBuyNowAvailable } from '../products/index.js';

/** Buy It Now sells at once while the auction is open and nobody has bid; never to its own creator. */
export function decideBuyNow(
  product: { createdBy: string | null; buyNowPrice: number | null; bidCount: number; endtime: Date },
  buyerId: string,
  now: Date,
): number {
  if (product.createdBy === buyerId) throw AppError.forbidden('You cannot buy your own product');
  if (!isBuyNowAvailable(product, now) || product.buyNowPrice === null) throw AppError.conflict('Buy It Now is no longer available');
  return product.buyNowPrice;
}
