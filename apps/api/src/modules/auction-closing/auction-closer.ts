import type { AuctionClosedEvent } from '@bidhub/contracts';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import type { LiveBus } from '../../live/live-bus.js';
import { closingNotices, recordNotifications, type PendingNotification } from '../notifications/index.js';
import { closedEventOf, isReserveMet } from '../products/index.js';
import { claimDueAuctions, findBidderIds, markClosed } from './closing-queries.js';
import { REMINDER_BATCH_SIZE, remindEndingAuctions } from './ending-soon-reminders.js';

/** Auctions settled per transaction; the rest wait for the next tick, so one tick stays short. */
const BATCH_SIZE = 50;
const GRACE_SECONDS = 1;
const TICK_MS = 1000;
/** Reminders need no second's precision: their query runs every 15th tick. */
const REMIND_EVERY_TICKS = 15;

export interface CloserDependencies {
  db: Database;
  liveBus: LiveBus;
  logger: Logger;
}

/**
 * Settles every auction that has ended and is not settled yet, in one transaction: notices stored,
 * the product marked closed. Events and notices go out only after it commits. Returns how many closed.
 */
export async function closeDueAuctions({ db, liveBus }: Omit<CloserDependencies, 'logger'>): Promise<number> {
  const { closed, notices } = await db.transaction(async (tx) => {
    const due = await claimDueAuctions(tx, BATCH_SIZE, GRACE_SECONDS);
    const bidders = await findBidderIds(
      tx,
      due.map((auction) => auction.id),
    );
    const now = new Date();
    const closed: AuctionClosedEvent[] = [];
    const notices: PendingNotification[] = [];
    for (const auction of due) {
      const reserveMet = isReserveMet(auction);
      notices.push(...(await recordNotifications(tx, closingNotices({ ...auction, reserveMet }, bidders.get(auction.id) ?? []), auction, now)));
      closed.push(closedEventOf(auction));
    }
    await markClosed(
      tx,
      due.map((auction) => auction.id),
      now,
    );
    return { closed, notices };
  });
  for (const event of closed) liveBus.publishClosed(event);
  for (const notice of notices) notice.publish(liveBus);
  return closed.length;
}

/**
 * One tick: close what has ended and, when asked, remind of what ends soon. Returns whether a full
 * batch of reminders went out, so that the next tick reminds again rather than waiting.
 */
async function runTick({ db, liveBus, logger }: CloserDependencies, remind: boolean): Promise<boolean> {
  const closed = await closeDueAuctions({ db, liveBus });
  if (closed > 0) logger.info({ closed }, 'auctions closed');
  if (!remind) return false;
  const reminded = await remindEndingAuctions({ db, liveBus });
  if (reminded > 0) logger.info({ reminded }, 'reminded of auctions ending soon');
  return reminded === REMINDER_BATCH_SIZE;
}

/**
 * Runs the closer now (catching up on auctions that ended while no server ran) and then every
 * second. stop() waits for a tick under way, so the database can be closed after it.
 */
export function startAuctionCloser(dependencies: CloserDependencies, tickMs = TICK_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let ticks = 0;
  let moreToRemind = false;
  const tick = () => {
    running = runTick(dependencies, moreToRemind || ticks++ % REMIND_EVERY_TICKS === 0)
      .then((more) => void (moreToRemind = more))
      .catch((error: unknown) => dependencies.logger.warn({ err: error }, 'closing or reminding of auctions failed; retrying on the next tick'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, tickMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
