import type { PlaceBidResponse } from '@bidhub/contracts';
import { formatPrice } from '../../lib/format';

/**
 * The reply's message, and why the price stands above the bid typed when the bidder's own maximum
 * raised it at once: a typed Rs. 1000 showed as Rs. 3000 under only 'Bid placed successfully'
 * (outside audit X2). Only a reserve or another bidder's maximum makes it do so.
 */
export function placedMessage({ message, product, outbid }: PlaceBidResponse, typed: number): string {
  if (outbid === true || product.price <= typed) return message;
  const why = product.hasReserve ? 'to meet the reserve price or pass another bidder’s maximum' : 'to pass another bidder’s maximum';
  return `${message}. Your maximum raised it to ${formatPrice(product.price)} at once, ${why}.`;
}
