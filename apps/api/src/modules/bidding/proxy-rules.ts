import { bidIncrementPaise, formatRupees } from '@bidhub/contracts';
import { AppError } from '../../http/app-error.js';

/** One bidder's standing maximum on a product, in paise. */
export interface StandingMaximum {
  bidderId: string;
  maxPaise: number;
  /** Ledger sequence of the bid that set this maximum: on equal maxima the earlier one leads. */
  setSeq: number;
  /** The latest price this bidder sent themselves (automatic bids excluded). */
  latestPricePaise: number;
}

/** Who leads and at what visible price once every standing maximum has been weighed. */
export interface Resolution {
  leaderId: string;
  pricePaise: number;
}

/**
 * A bidder's standing maximum is the highest maxBid or price they have sent. A maxBid lower than
 * the standing one is refused, naming it (the reply goes only to its owner); a plain price never lowers it.
 */
export function nextMaximumPaise(standingPaise: number | undefined, pricePaise: number, maxBidPaise: number | undefined): number {
  if (standingPaise !== undefined && maxBidPaise !== undefined && maxBidPaise < standingPaise) {
    throw AppError.conflict(`Your maximum bid is already ${formatRupees(standingPaise)}; a new maximum cannot be lower`);
  }
  return Math.max(standingPaise ?? 0, maxBidPaise ?? pricePaise, pricePaise);
}

const leadsOver = (first: StandingMaximum, second: StandingMaximum) =>
  first.maxPaise > second.maxPaise || (first.maxPaise === second.maxPaise && first.setSeq < second.setSeq);

/**
 * The leader holds the highest maximum (the earlier one on ties). The visible price is the lowest
 * amount that beats the runner-up's maximum by its increment, never below the leader's own latest
 * price nor, once the leader's maximum reaches it, the reserve; and never above the leader's maximum.
 */
export function resolveAuction(maxima: readonly StandingMaximum[], reservePaise: number | null): Resolution {
  const ranked = [...maxima].sort((first, second) => (leadsOver(first, second) ? -1 : leadsOver(second, first) ? 1 : 0));
  const [leader, runnerUp] = ranked;
  if (!leader) throw new Error('resolveAuction needs at least one standing maximum');
  const beatsRunnerUp = runnerUp ? runnerUp.maxPaise + bidIncrementPaise(runnerUp.maxPaise) : 0;
  const reserveFloor = reservePaise !== null && leader.maxPaise >= reservePaise ? reservePaise : 0;
  const pricePaise = Math.min(leader.maxPaise, Math.max(beatsRunnerUp, leader.latestPricePaise, reserveFloor));
  return { leaderId: leader.bidderId, pricePaise };
}

/**
 * The ledger rows a resolution adds after the caller's own bid row: one automatic row whenever the
 * lead or the price differs from what the caller's bid alone set.
 */
export function automaticRowAfter(callerId: string, callerPricePaise: number, resolution: Resolution): Resolution | undefined {
  return resolution.leaderId === callerId && resolution.pricePaise === callerPricePaise ? undefined : resolution;
}
