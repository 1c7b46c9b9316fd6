import { buyNowPriceProblem, toPaise, type UpdateProductRequest } from '@bidhub/contracts';
import { AppError } from '../../http/app-error.js';
import { isReserveMet } from '../products/index.js';

/**
 * A new auction must be able to take bids. Only create checks this: on update any valid end time
 * is accepted, so that an admin can close an auction early by moving its end into the past.
 */
export function assertEndtimeInFuture(endtime: Date, now: Date): void {
  if (endtime.getTime() <= now.getTime()) throw AppError.badRequest('Endtime must be in the future');
}

/**
 * Once someone has bid, the price is the current bid and belongs to the bidders. Resending it is
 * fine, and so is resending the starting price: an edit form loaded before the first bid holds it,
 * and the admin who only changed the description must not lose the edit to a bid placed meanwhile.
 */
function assertPriceEditable(current: { price: number; startingPrice: number; bidCount: number }, requestedPrice: number): void {
  const resent = [current.price, current.startingPrice].some((price) => toPaise(price) === toPaise(requestedPrice));
  if (current.bidCount > 0 && !resent) {
    throw AppError.conflict('Price cannot be changed once the product has bids');
  }
}

const samePaise = (a: number | null, b: number | null) => (a === null ? null : toPaise(a)) === (b === null ? null : toPaise(b));

/**
 * Bidders bid against the reserve they were shown (hasReserve, reserveMet): raised after their
 * bids it would void a sale they were winning. Resending the stored amount (or leaving it out) is fine.
 */
function assertReserveEditable(current: { bidCount: number; reservePrice: number | null }, requested: number | null | undefined): void {
  if (current.bidCount > 0 && requested !== undefined && !samePaise(current.reservePrice, requested)) {
    throw AppError.conflict('Reserve price cannot be changed once the product has bids');
  }
}

/**
 * Buy It Now ends with the first bid, so a price set afterwards would never be offered: refused
 * instead of dropped unseen. Resending the stored amount, clearing it or leaving it out is fine.
 */
function assertBuyNowEditable(current: { bidCount: number; buyNowPrice: number | null }, requested: number | null | undefined): void {
  if (current.bidCount > 0 && typeof requested === 'number' && !samePaise(current.buyNowPrice, requested)) {
    throw AppError.conflict('Buy It Now cannot be offered once the product has bids');
  }
}

const endedWithBids = (current: { bidCount: number; endtime: Date }, now: Date) => current.bidCount > 0 && current.endtime.getTime() <= now.getTime();

/**
 * An auction that ended with bids has a result its bidders are told (or are about to be); moving
 * its end into the future would reopen a sale already announced, and moving it back would date that
 * result before the notices that told it (it was cut to the last bid without a word). One that ended
 * without bids may be reopened: nobody was told they won or lost.
 */
function assertEndOfDecidedKept(current: { bidCount: number; endtime: Date }, requestedEnd: Date, now: Date): void {
  if (!endedWithBids(current, now) || requestedEnd.getTime() === current.endtime.getTime()) return;
  if (requestedEnd.getTime() > now.getTime()) throw AppError.conflict('An auction that has ended with bids cannot be reopened');
  throw AppError.conflict('The end of an auction that has ended with bids cannot be moved');
}

interface ListedDetails {
  name: string;
  description: string;
  categoryId: string;
}

/**
 * What ended with bids was bid on as described: a sold lot renamed '(damaged)' afterwards reached its
 * winner's bell and My bids under the new words, without a notice (outside audit A). Its name,
 * description, category and photo stay; resending them unchanged is fine.
 */
function assertDetailsOfDecidedKept(current: ListedDetails & { bidCount: number; endtime: Date }, request: UpdateProductRequest, photoSent: boolean, now: Date): void {
  if (!endedWithBids(current, now)) return;
  const changed = current.name !== request.name || current.description !== request.description || current.categoryId !== request.category.toLowerCase() || photoSent;
  if (changed) throw AppError.conflict('An auction that has ended with bids keeps the name, description, category and photo its bidders bid on');
}

/**
 * The end sent back cut to a coarser precision than stored (a form's minutes or seconds of an end a
 * late bid set to the millisecond) is the end the admin saw, unchanged. Taken as sent, it moved an
 * open auction's end back by up to a minute, and refused a decided auction's update as moving its
 * end. Only cut, never rounded up: the next minute is a form's way to move the end a minute later
 * (outside audit R6).
 */
function sameEnd(requested: Date, end: Date): boolean {
  if (requested.getTime() === end.getTime()) return true;
  const unit = [60_000, 1000].find((candidate) => requested.getTime() % candidate === 0);
  return unit !== undefined && Math.floor(end.getTime() / unit) * unit === requested.getTime();
}

/**
 * So is an end the auction had before late bids extended it (`earlierEnds`: the end as the admin set
 * it, and each end a bid extended it to): a form read before those bids sends it back with a fixed
 * typo. Taken as sent, it cut the bidders' extension, or closed the auction at once when a bid had
 * come in after it (outside audit E2).
 */
export function endAsMeant(requested: Date, current: Date, earlierEnds: readonly Date[] = []): Date {
  return [current, ...earlierEnds].some((end) => sameEnd(requested, end)) ? current : requested;
}

/**
 * The ends before `current`'s: the one the admin set, and each one a late bid extended it to (placed
 * at `bidTimes`, each moving the end to its time plus the extension).
 */
export function earlierEndsOf(scheduledEnd: Date | null, bidTimes: readonly Date[], extensionSeconds: number): Date[] {
  const extended = bidTimes.map((placed) => new Date(placed.getTime() + extensionSeconds * 1000));
  return [...(scheduledEnd ? [scheduledEnd] : []), ...extended];
}

/**
 * Where an update's end falls before the auction's last bid (closing early to a time already
 * passed, or moving a finished auction's end back), the auction ends with that bid instead: the
 * ledger never shows a bid placed after the end.
 */
export function endNotBeforeLastBid(requestedEnd: Date, lastBidAt: Date | null): Date {
  return lastBidAt !== null && requestedEnd.getTime() < lastBidAt.getTime() ? lastBidAt : requestedEnd;
}

type StoredSaleAmounts = { bidCount: number; reservePrice: number | null; buyNowPrice: number | null };

/**
 * The amounts an update leaves on the product must fit as create's do, the stored ones it does not
 * resend included. Once someone has bid, Buy It Now is gone for good, so its price no longer matters.
 */
function assertBuyNowFits(current: StoredSaleAmounts, request: UpdateProductRequest): void {
  if (current.bidCount > 0) return;
  const problem = buyNowPriceProblem({
    price: request.price,
    reservePrice: request.reservePrice === undefined ? current.reservePrice : request.reservePrice,
    buyNowPrice: request.buyNowPrice === undefined ? current.buyNowPrice : request.buyNowPrice,
  });
  if (problem) throw AppError.badRequest(`buyNowPrice: ${problem}`);
}

/** What an update (with a new photo or not) may not do to the product as it stands (locked), checked before anything is written. */
export function assertUpdateAllowed(
  current: StoredSaleAmounts & ListedDetails & { price: number; startingPrice: number; endtime: Date },
  request: UpdateProductRequest,
  { photoSent, now }: { photoSent: boolean; now: Date },
): void {
  assertPriceEditable(current, request.price);
  assertReserveEditable(current, request.reservePrice);
  assertBuyNowEditable(current, request.buyNowPrice);
  assertEndOfDecidedKept(current, request.endtime, now);
  assertDetailsOfDecidedKept(current, request, photoSent, now);
  assertBuyNowFits(current, request);
}

interface SaleFacts {
  winnerId: string | null;
  bidCount: number;
  price: number;
  reservePrice: number | null;
  endtime: Date;
  closedAt: Date | null;
}

/** Who bought an auction that has ended in a sale, whether or not the closer has settled it yet; else null. */
export function buyerOf(product: SaleFacts, now: Date): string | null {
  const ended = product.closedAt !== null || product.endtime.getTime() <= now.getTime();
  return ended && product.bidCount > 0 && isReserveMet(product) ? product.winnerId : null;
}
