import type { Product } from '@bidhub/contracts';
import { countOf, formatPrice, formatZonedMoment } from '../../../lib/format';

/** An ended lot with a winner: the reply names the winner only once the reserve is met. */
const isSold = (product: Product) => product.status === 'closed' && product.winner !== '';

/** How an ended auction ended, in the admin's list: the list said only 'Closed', sold or not (outside audit A). */
export function saleOutcome(product: Product): string | undefined {
  if (product.status !== 'closed') return undefined;
  if (product.bidCount === 0) return 'No bids';
  return isSold(product) ? `Sold to ${product.winner}` : 'Reserve not met - no sale';
}

/** Above the edit form of an ended auction: how it ended, and whether a new end can reopen it. */
export function endedAuctionNote(product: Product): string | undefined {
  if (product.status !== 'closed') return undefined;
  if (product.bidCount === 0) return 'This auction has ended without bids. An end in the future reopens it.';
  const outcome = isSold(product) ? `sold to ${product.winner} for ${formatPrice(product.price)}` : 'below its reserve price, with no sale';
  const unsold = isSold(product) ? '' : ', or offered again as a new auction';
  return `This auction has ended, ${outcome}. Having bids, it cannot be reopened or changed, only deleted${unsold}.`;
}

/**
 * Above the edit form of an open lot with bids: where the bidding stands, which the form's changes
 * meet (outside audit A1), and its end once it is no longer the one the form opened with (a late
 * bid's extension; the end field keeps what the admin may be typing: outside recheck R11).
 */
export function openLotStanding(product: Product, openedEndtime: string): string | undefined {
  if (product.status === 'closed' || product.bidCount === 0) return undefined;
  const reserve = product.hasReserve ? (product.reserveMet ? ' The reserve is met.' : ' The reserve is not met yet.') : '';
  const moved = product.endtime === openedEndtime ? '' : ` It now ends ${formatZonedMoment(product.endtime)}.`;
  return `Current bid: ${formatPrice(product.price)} by ${product.winner}, ${countOf(product.bidCount, 'bid')}.${reserve}${moved}`;
}

/** Why an update was held back: another admin changed the same fields while this one edited them. */
export function anotherAdminsChange(fields: readonly string[]): string {
  const named = fields.length === 1 ? fields[0] : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`;
  return `Another admin changed the ${named} of this lot while you were editing it. Your changes are still in the form: UPDATE PRODUCT again saves them over theirs.`;
}

/** What deleting a product takes with it; a sale it ended in is cancelled, and the admin is told whose. */
export function deletionWarning(product: Product): string {
  const watchersTold = product.watchers > 0 ? `; its ${countOf(product.watchers, 'watcher')} ${product.watchers === 1 ? 'is' : 'are'} told` : '';
  if (product.bidCount === 0) return `Its photo is deleted with it${watchersTold}. This cannot be undone.`;
  const bids = countOf(product.bidCount, 'bid');
  const sale = isSold(product) ? `It was sold to ${product.winner} for ${formatPrice(product.price)}: deleting it cancels that sale. ` : '';
  return `${sale}Its photo and its ${bids} are deleted with it and no longer count; each bidder and watcher is told, and a copy of its bid history is kept for the bidders. This cannot be undone.`;
}

/** Ending an open lot with bids now: at its current bid, or without a sale while the reserve is not met. */
export function earlyEndWarning(product: Product): string {
  const outcome =
    product.hasReserve && !product.reserveMet
      ? `below its reserve price, so there is no sale (current bid ${formatPrice(product.price)})`
      : `at its current bid of ${formatPrice(product.price)}`;
  return `The end you chose has passed, so the auction ends at once, ${outcome}. It has ${countOf(product.bidCount, 'bid')}: once ended, it cannot be reopened.`;
}

/** Moving an open lot's end earlier once bids are in: those who meant to bid later lose that time. */
export function earlierEndWarning(product: Product, newEnd: Date): string {
  return `It has ${countOf(product.bidCount, 'bid')}, placed to end ${formatZonedMoment(product.endtime)}: it will end ${formatZonedMoment(newEnd.toISOString())} instead, and bidders who meant to bid later lose that time.`;
}
