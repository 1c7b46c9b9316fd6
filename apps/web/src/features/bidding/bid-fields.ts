import { bidIncrementPaise, type Product, toPaise, toRupees } from '@bidhub/contracts';
import { formatPrice } from '../../lib/format';

export const AMOUNT_REQUIRED = 'Enter the amount you bid';

/** What the arrow keys add to a bid or a maximum: the bid increment at the current price. */
export const bidStep = ({ price }: Pick<Product, 'price'>) => toRupees(bidIncrementPaise(toPaise(price)));

/** The maximum field's one-line explanation, on both bid forms. */
export const MAXIMUM_EXPLAINED = 'Optional. We bid for you, one step at a time, up to this amount; nobody else sees it.';

/**
 * Beside the amount: below the minimum, a warning, not a block (the server decides, and its refusal
 * names the exact minimum), so the user sees why before sending; at or above the Buy It Now price,
 * that the lot can be had at once for no more.
 */
export function bidAmountWarning(amount: number | undefined, { minNextBid, buyNowPrice }: Pick<Product, 'minNextBid' | 'buyNowPrice'>): string | undefined {
  if (amount === undefined) return undefined;
  if (amount < minNextBid) return `Lower than the minimum bid of ${formatPrice(minNextBid)}`;
  if (buyNowPrice !== null && amount >= buyNowPrice) return `Buy It Now costs ${formatPrice(buyNowPrice)} and ends the auction at once`;
  return undefined;
}

/** Beside the maximum, while typing: one below the bid it goes with is refused by the server. */
export function maximumWarning(maximum: number | undefined, amount: number | undefined): string | undefined {
  if (maximum === undefined || amount === undefined || maximum >= amount) return undefined;
  return `Lower than your bid of ${formatPrice(amount)}: a maximum must be at least the bid`;
}

/**
 * Beside a leader's new maximum, while typing: a raise must pass their standing maximum (when the page
 * knows it), and at least reach the current bid it goes with; the server refuses either.
 */
export function raisedMaximumWarning(maximum: number | undefined, own: number | null | undefined, price: number): string | undefined {
  if (maximum === undefined) return undefined;
  if (typeof own === 'number' && maximum <= own) return `Your maximum bid is already ${formatPrice(own)}; a new maximum must be higher`;
  return maximum < price ? `Lower than the current bid of ${formatPrice(price)}: a new maximum must be at least that` : undefined;
}

/** The message for an empty field (blank counts as empty), or undefined when it is filled. */
export const requiredText = (text: string, message: string) => (text.trim() === '' ? message : undefined);

export type BidField = 'price' | 'maxBid' | 'winner';

/**
 * The field a refusal of the server is about, so its message shows beside that field as well as in
 * the toast; undefined for one about the auction itself (ended, own product, too many bids).
 */
export function refusedField(message: string): BidField | undefined {
  if (/re-entered username|^Re-enter your username|^Username/i.test(message)) return 'winner';
  if (/maximum bid/i.test(message)) return 'maxBid';
  if (/^Bid must be at least|^Bid amount/i.test(message)) return 'price';
  return undefined;
}
