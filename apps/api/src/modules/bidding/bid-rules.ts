import { foldedUsername, formatRupees, MAX_AMOUNT_RUPEES, minimumNextBidPaise, toPaise, toRupees, type MyBidOutcome } from '@bidhub/contracts';
import { AppError } from '../../http/app-error.js';
import { isAuctionOpen } from '../products/index.js';

/** What the rules need to know about the product, read under its row lock. */
export interface BiddableProduct {
  price: number;
  bidCount: number;
  endtime: Date;
  createdBy: string | null;
  /** Set once the closer settled the auction: no bid may land after its notices went out. */
  closedAt?: Date | null;
}

/** The product's state once the bid is accepted. */
export interface AcceptedBid {
  price: number;
  bidCount: number;
  endtime: Date;
}

/** The confirmation field is the only guard against bidding from someone else's open session. */
export function assertUsernameConfirmed(reentered: string, username: string): void {
  if (foldedUsername(reentered) !== foldedUsername(username)) {
    throw AppError.badRequest('The re-entered username does not match your username');
  }
}

/** Soft close: a late bid gives everyone else the extension to answer; an endtime never moves earlier. */
export function endtimeAfterBid(endtime: Date, now: Date, extensionSeconds: number): Date {
  const extensionMs = extensionSeconds * 1000;
  return endtime.getTime() - now.getTime() < extensionMs ? new Date(now.getTime() + extensionMs) : endtime;
}

type AuctionState = Pick<BiddableProduct, 'price' | 'bidCount' | 'endtime' | 'closedAt'>;

/** Open for bids: not settled by the closer, and its end not reached. */
const takesBids = (product: AuctionState, now: Date) => !product.closedAt && isAuctionOpen(product.endtime, now);

const MAX_AMOUNT_PAISE = toPaise(MAX_AMOUNT_RUPEES);

/**
 * The refusal of an amount (in integer paise) below the product's next minimum, if it is below. Past
 * the highest amount any bid may name, no minimum can be met: saying so beats naming one.
 */
function belowMinimum(product: AuctionState, amountPaise: number): AppError | undefined {
  const minimumPaise = minimumNextBidPaise(toPaise(product.price), product.bidCount);
  if (amountPaise >= minimumPaise) return undefined;
  if (minimumPaise > MAX_AMOUNT_PAISE) {
    return AppError.conflict(`The price has reached ${formatRupees(toPaise(product.price))}, the most BidHub takes: no higher bid is possible`);
  }
  return AppError.conflict(`Bid must be at least ${formatRupees(minimumPaise)}`);
}

/**
 * A bid whose write found the product moved, decided on what it moved to: refused at once when that
 * open auction's next minimum is now above it (prices and bid counts only rise, so deciding again
 * under the row lock could only refuse it too). Undefined when it must be decided again under the
 * lock: it may still win, or the auction looks over and a last-second bid may have extended it.
 */
export function refusalOnceMoved(moved: AuctionState, amount: number, now: Date): AppError | undefined {
  return takesBids(moved, now) ? belowMinimum(moved, toPaise(amount)) : undefined;
}

/** Whether this bidder may bid on this product now: not its creator, and the auction still open. */
export function assertMayBid(product: BiddableProduct, bidderId: string, now: Date): void {
  if (product.createdBy === bidderId) throw AppError.forbidden('You cannot bid on your own product');
  if (!takesBids(product, now)) throw AppError.conflict('Auction has ended');
}

/** Decides a bid in integer paise, so no float rounding can accept a bid a paisa short. */
export function decideBid(product: BiddableProduct, bidderId: string, amount: number, now: Date, extensionSeconds: number): AcceptedBid {
  assertMayBid(product, bidderId, now);
  const amountPaise = toPaise(amount);
  const tooLow = belowMinimum(product, amountPaise);
  if (tooLow) throw tooLow;
  return {
    price: toRupees(amountPaise),
    bidCount: product.bidCount + 1,
    endtime: endtimeAfterBid(product.endtime, now, extensionSeconds),
  };
}

/**
 * The leader is whoever the resolution made the product's winner (with maxima, an equal amount can
 * lose on time). A closed auction's top bidder below the reserve did not win.
 */
export function myBidOutcome(isLeader: boolean, product: { status: 'open' | 'closed'; reserveMet: boolean }): MyBidOutcome {
  if (product.status === 'open') return isLeader ? 'winning' : 'outbid';
  if (!isLeader) return 'lost';
  return product.reserveMet ? 'won' : 'reserve-not-met';
}
