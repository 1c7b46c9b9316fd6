import { ENDING_SOON_REMINDER_MINUTES } from '@bidhub/contracts';
import type { LiveBus } from '../../live/live-bus.js';
import { endingSoonNotices, recordNotifications, type PendingNotification } from '../notifications/index.js';
import type { Database } from '../../db/database.js';
import { findBidderIds } from './closing-queries.js';
import { claimEndingAuctions, findWatcherIds, rearmReminderOfMovedEnd, settleReminderOfShortListing } from './reminder-queries.js';

/** Auctions reminded of per transaction; a full batch means more may wait, so the closer asks again at once. */
export const REMINDER_BATCH_SIZE = 50;

/**
 * Reminds of every auction that has entered its last hour since the last run, in one transaction:
 * the claim and the notices commit together, and the notices go out only after that.
 * Returns how many auctions were reminded of.
 */
export async function remindEndingAuctions({ db, liveBus }: { db: Database; liveBus: LiveBus }): Promise<number> {
  const { count, notices } = await db.transaction(async (tx) => {
    const ending = await claimEndingAuctions(tx, REMINDER_BATCH_SIZE, ENDING_SOON_REMINDER_MINUTES);
    const ids = ending.map((auction) => auction.id);
    const [bidders, watchers] = [await findBidderIds(tx, ids), await findWatcherIds(tx, ids)];
    const now = new Date();
    const notices: PendingNotification[] = [];
    for (const auction of ending) {
      const planned = endingSoonNotices(auction, bidders.get(auction.id) ?? [], watchers.get(auction.id) ?? []);
      notices.push(...(await recordNotifications(tx, planned, auction, now)));
    }
    return { count: ending.length, notices };
  });
  for (const notice of notices) notice.publish(liveBus);
  return count;
}

/** After an admin moved an auction's end: one moved out of the last hour is reminded of again later. */
export function rearmEndingSoonReminder(db: Database, productId: string): Promise<void> {
  return rearmReminderOfMovedEnd(db, productId, ENDING_SOON_REMINDER_MINUTES);
}

/** After an admin listed an auction: one that already ends within the hour is never reminded of. */
export function settleEndingSoonReminderOfNewListing(db: Database, productId: string): Promise<void> {
  return settleReminderOfShortListing(db, productId, ENDING_SOON_REMINDER_MINUTES);
}
