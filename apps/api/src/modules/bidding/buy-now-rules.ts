import { formatRupees, toPaise } from '@bidhub/contracts';
import { AppError } from '../../http/app-error.js';
import { isBuyNowAvailable } from '../products/index.js';

/**
 * Buy It Now sells at once while the auction is open and nobody has bid; never to its own creator,
 * and never at another price than the one the buyer agreed to, when they name it (`agreedPrice`): an
 * admin's edit between their reading and their click charged them the new one (outside audit A1).
 */
export function decideBuyNow(
  product: { createdBy: string | null; buyNowPrice: number | null; bidCount: number; endtime: Date },
  buyerId: string,
  now: Date,
  agreedPrice?: number,
): number {
  if (product.createdBy === buyerId) throw AppError.forbidden('You cannot buy your own product');
  if (!isBuyNowAvailable(product, now) || product.buyNowPrice === null) throw AppError.conflict('Buy It Now is no longer available');
  if (agreedPrice !== undefined && toPaise(agreedPrice) !== toPaise(product.buyNowPrice)) {
    throw AppError.conflict(`The Buy It Now price is now ${formatRupees(toPaise(product.buyNowPrice))}: confirm again to buy at that price`);
  }
  return product.buyNowPrice;
}
