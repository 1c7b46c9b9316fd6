import { formatRupees, toPaise } from '@bidhub/contracts';
import type { NewNotification } from './notifications-queries.js';

export interface ClosedAuction {
  name: string;
  price: number;
  /** The leader's username, '' without bids. */
  winner: string;
  winnerId: string | null;
  createdBy: string | null;
  bidCount: number;
  reserveMet: boolean;
}

export const outbidMessage = (productName: string) => `You've been outbid on ${productName}`;

/**
 * The leader wins when the reserve is met; below it nobody wins and the top bidder hears why, in
 * their own words: the losers' 'no sale' told them nothing their bid had not (outside audit X2).
 * Every other bidder lost; the creator learns whether it sold. Nobody is told twice.
 */
export function closingNotices(auction: ClosedAuction, bidderIds: readonly string[]): NewNotification[] {
  const { name } = auction;
  const price = formatRupees(toPaise(auction.price));
  const sold = auction.winnerId !== null && auction.bidCount > 0 && auction.reserveMet;
  const notices: NewNotification[] = [];
  if (auction.winnerId !== null && auction.bidCount > 0) {
    notices.push(
      sold
        ? { userId: auction.winnerId, kind: 'won', message: `You won ${name} for ${price}` }
        : { userId: auction.winnerId, kind: 'reserve-not-met', message: `${name} ended below its reserve price: your top bid of ${price} did not buy it` },
    );
  }
  const lost = sold ? `${name} has ended and another bidder won it` : `${name} ended below its reserve price: no sale`;
  for (const bidderId of new Set(bidderIds)) {
    if (bidderId === auction.winnerId || bidderId === auction.createdBy) continue;
    notices.push({ userId: bidderId, kind: 'lost', message: lost });
  }
  if (auction.createdBy !== null) notices.push(creatorNotice(auction.createdBy, auction, sold, price));
  return notices;
}

/** Who an auction an admin deleted had: its bidders, its buyer (if it sold) and its watchers. */
export interface RemovedAuctionPeople {
  bidderIds: readonly string[];
  buyerId?: string | null;
  watcherIds?: readonly string[];
}

/**
 * Every bidder of an auction an admin deleted learns that it is gone and that their bids no longer
 * count; the buyer of one that had already sold, that the sale is cancelled (their 'won' notice
 * stays); a watcher who never bid, that it left their watchlist (it vanished from it without a
 * word, outside audit A).
 */
export function removalNotices(productName: string, { bidderIds, buyerId = null, watcherIds = [] }: RemovedAuctionPeople): NewNotification[] {
  const message = `${productName} was removed by BidHub: your bids on it no longer count`;
  const toBuyer = `${productName} was removed by BidHub after you won it: the sale is cancelled`;
  const toWatcher = `${productName}, which you were watching, was removed by BidHub`;
  const bidders = [...new Set(bidderIds)];
  const watchers = [...new Set(watcherIds)].filter((userId) => !bidders.includes(userId));
  return [
    ...bidders.map((userId) => ({ userId, kind: 'removed' as const, message: userId === buyerId ? toBuyer : message })),
    ...watchers.map((userId) => ({ userId, kind: 'removed' as const, message: toWatcher })),
  ];
}

/**
 * Every bidder of an open auction whose end an admin moved, while it stays open: an earlier end
 * takes time they counted on, a later one gives the others more. The page shows the new end in
 * each reader's own time zone, so the notice names the direction only.
 */
export function rescheduleNotices(productName: string, bidderIds: readonly string[], movedEarlier: boolean): NewNotification[] {
  const message = movedEarlier
    ? `${productName} now ends sooner: BidHub moved its end earlier`
    : `${productName} now ends later: BidHub moved its end`;
  return [...new Set(bidderIds)].map((userId) => ({ userId, kind: 'rescheduled', message }));
}

export interface EndingAuction {
  name: string;
  price: number;
  winnerId: string | null;
  createdBy: string | null;
}

/**
 * An auction entering its last hour: each bidder not leading it, and each watcher who has not bid,
 * hears it once, so they can still act. The leader and the seller have nothing to do.
 */
export function endingSoonNotices(auction: EndingAuction, bidderIds: readonly string[], watcherIds: readonly string[]): NewNotification[] {
  const price = formatRupees(toPaise(auction.price));
  const needsNothing = (userId: string) => userId === auction.winnerId || userId === auction.createdBy;
  const bidders = [...new Set(bidderIds)].filter((userId) => !needsNothing(userId));
  const watchers = [...new Set(watcherIds)].filter((userId) => !needsNothing(userId) && !bidderIds.includes(userId));
  const notice = (message: string) => (userId: string): NewNotification => ({ userId, kind: 'ending-soon', message });
  return [
    ...bidders.map(notice(`${auction.name} ends within the hour and you are not the highest bidder (now ${price})`)),
    ...watchers.map(notice(`${auction.name}, on your watchlist, ends within the hour (now ${price})`)),
  ];
}

function creatorNotice(creatorId: string, auction: ClosedAuction, sold: boolean, price: string): NewNotification {
  if (sold) return { userId: creatorId, kind: 'sold', message: `${auction.name} sold to ${auction.winner} for ${price}` };
  const why = auction.bidCount === 0 ? 'without a bid' : 'below its reserve price';
  return { userId: creatorId, kind: 'unsold', message: `${auction.name} ended ${why}: no sale` };
}
