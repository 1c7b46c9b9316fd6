import type { LiveBidEvent, PlaceBidRequest, PlaceBidResponse, Product } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { LimitUsage } from '../../http/rate-limit.js';
import type { TokenClaims } from '../../http/request-user.js';
import { accountGone, assertPasswordUnchanged } from '../auth/index.js';
import { outbidMessage, planNotifications, type PendingNotification } from '../notifications/index.js';
import { isAuctionOpen, productNotFound, toProductView } from '../products/index.js';
import { applyBid, planBid, StaleBidSnapshotError, type BidDecision, type RecordBid } from './apply-bid.js';
import { findStandingMaxima } from './bidding-queries.js';
import type { BidBatches } from './bid-batches.js';
import type { LiveBus } from '../../live/live-bus.js';
import { assertMayBid, assertUsernameConfirmed, decideBid, refusalOnceMoved } from './bid-rules.js';
import type { BidLimit } from './bid-rate-limit.js';
import { lockProduct, readBidSnapshot, type BidderAndSnapshot, type BidSnapshot, type SnapshotBidder, type SnapshotQuery } from './bid-snapshot.js';
import { replayOf, replyToFailedAttempt, type BidReply } from './idempotent-replies.js';
import { liveEventOf } from './live-events.js';
import { isMaximumRaise, maximumRaisedMessage, planMaximumRaise } from './maximum-raise.js';
import { recordBid } from './record-bid.js';

export interface BidPlacementDependencies {
  db: Database;
  /** The unlocked path's statements, shared by bids that arrive together (createBidBatches on db). */
  batches: BidBatches;
  liveBus: LiveBus;
  extensionSeconds: number;
  /** Set where the bid limit's counter lives in PostgreSQL: the snapshot's call counts the hit. */
  bidLimit?: BidLimit;
}

export interface PlaceBidCommand {
  /** The bidder's token: the snapshot confirms the account and its password still hold. */
  session: TokenClaims;
  productId: string;
  request: PlaceBidRequest;
  idempotencyKey: string | undefined;
  /** Told the bidder's use of the bid limit where the snapshot's call counts it, for the reply's RateLimit headers. */
  onLimitCounted?: (usage: LimitUsage) => void;
}

const BID_PLACED = 'Bid placed successfully';
const OUTBID_BY_AUTOMATIC_BID = 'Your bid was placed, but you were outbid at once by an automatic bid';

function bidReplyBody(product: Product, outbid: boolean, message = outbid ? OUTBID_BY_AUTOMATIC_BID : BID_PLACED): PlaceBidResponse {
  return { success: true, message, product, outbid };
}

interface BidOutcome {
  reply: BidReply;
  events: LiveBidEvent[];
  /** Published after the commit, like the events. */
  notices: PendingNotification[];
}

/** The outbid notice for who led until this bid, unless they still lead (raised, or answered by their maximum). */
function outbidNotices(decision: BidDecision, product: { id: string; name: string; slug: string }, now: Date) {
  const outbid = decision.previousLeaderId;
  const stillLeads = outbid === null || outbid === decision.newLeaderId;
  return planNotifications(stillLeads ? [] : [{ userId: outbid, kind: 'outbid', message: outbidMessage(product.name) }], product, now);
}

interface AttemptContext {
  record: RecordBid;
  locked: boolean;
  extensionSeconds: number;
  /** Where a raise of the leader's maximum reads every maximum: the transaction when locked. */
  reader: Database;
}

/** The plan of a leader's raise of their maximum (with the reply's message for it), or of a bid; either is recorded by one write. */
async function planOf(command: PlaceBidCommand, bidder: SnapshotBidder, snapshot: BidSnapshot, { reader, extensionSeconds }: AttemptContext, now: Date) {
  const { price, maxBid } = command.request;
  if (maxBid !== undefined) {
    // Ended or one's own lot is refused first, before any word about maxima.
    assertMayBid(snapshot.product, bidder.id, now);
    if (isMaximumRaise(snapshot, bidder.id, price, maxBid)) {
      const maxima = await findStandingMaxima(reader, command.productId);
      const plan = planMaximumRaise({ snapshot, maxima, bidder, maxBid, now, extensionSeconds });
      return { plan, raisedMaximum: maximumRaisedMessage(maxBid, plan.decision) };
    }
  }
  const accepted = decideBid(snapshot.product, bidder.id, price, now, extensionSeconds);
  return { plan: planBid({ snapshot, bidder, accepted, maxBid, now }), raisedMaximum: undefined };
}

/** Decides the bid on the snapshot; the accepted one is recorded, with its notices, in one statement. */
async function placeBidOnce(command: PlaceBidCommand, { bidder, snapshot }: BidderAndSnapshot, context: AttemptContext): Promise<BidOutcome> {
  const { session, productId, request, idempotencyKey } = command;
  if (!bidder) throw accountGone();
  assertPasswordUnchanged(session, bidder);
  assertUsernameConfirmed(request.winner, bidder.email);
  if (!snapshot) throw productNotFound();
  if (snapshot.stored) return { reply: replayOf(snapshot.stored), events: [], notices: [] };
  const { product } = snapshot;
  const now = new Date();
  if (!context.locked && !isAuctionOpen(product.endtime, now)) throw new StaleBidSnapshotError();
  const { plan, raisedMaximum } = await planOf(command, bidder, snapshot, context, now);
  const { decision } = plan;
  const moved = { ...product, price: decision.price, bidCount: decision.bidCount, endtime: decision.endtime, winner: decision.newLeaderUsername, winnerId: decision.newLeaderId, updatedAt: now };
  const body = bidReplyBody(toProductView(moved, now), decision.newLeaderId !== bidder.id, raisedMaximum);
  const reply = idempotencyKey === undefined ? undefined : { userId: bidder.id, key: idempotencyKey, stored: { statusCode: 200, responseBody: body } };
  const notices = outbidNotices(decision, product, now);
  await applyBid(context.record, plan, { reply, notices: notices.rows }).catch((error: unknown) => {
    // A raise that lost a race is decided again under the lock: its price was never meant to beat the minimum.
    throw raisedMaximum !== undefined && error instanceof StaleBidSnapshotError ? new StaleBidSnapshotError() : error;
  });
  const events = decision.rows.map((row, index) =>
    liveEventOf(productId, { ...row, bidder: index === decision.rows.length - 1 ? decision.newLeaderUsername : bidder.email }, moved),
  );
  return { reply: { statusCode: 200, body, replayed: false }, events, notices: notices.pending };
}

/**
 * Decides on one snapshot and records with one guarded write; the snapshot read is also the early
 * refusal (prices only rise, so a bid too low for it is too low for any later state). Unlocked,
 * losers of a race never queue for the product row. A closed snapshot, or a write that finds the
 * product moved to a state the bid may still win, goes to the locked attempt: a last-second bid may
 * have extended the auction. A write that finds it moved beyond the bid refuses it there and then.
 */
async function attemptBid({ db, batches, extensionSeconds, bidLimit }: BidPlacementDependencies, command: PlaceBidCommand, locked: boolean): Promise<BidOutcome> {
  const query = { productId: command.productId, bidderId: command.session.userId, idempotencyKey: command.idempotencyKey };
  if (locked) {
    return db.transaction(async (tx) => {
      await lockProduct(tx, command.productId);
      return placeBidOnce(command, await readBidSnapshot(tx, query), { record: (write) => recordBid(tx, write), locked, extensionSeconds, reader: tx });
    });
  }
  // Unlocked, the write is one statement: atomic without BEGIN and COMMIT round trips. The hit is
  // counted here only: the locked retry is the same request.
  return placeBidOnce(command, await readSnapshotWithinLimit(batches, query, bidLimit, command.onLimitCounted), { record: batches.record, locked, extensionSeconds, reader: db });
}

/** The snapshot, with the hit on the bidder's limit counted by the same call where the counter is in PostgreSQL. */
async function readSnapshotWithinLimit(batches: BidBatches, query: SnapshotQuery, bidLimit: BidLimit | undefined, onCounted?: (usage: LimitUsage) => void): Promise<BidderAndSnapshot> {
  if (!bidLimit) return batches.readSnapshot(query);
  const { hit, ...read } = await batches.readCountedSnapshot({ query, counter: { key: bidLimit.counterKey(query.bidderId), windowMs: bidLimit.windowMs } });
  onCounted?.({ limit: bidLimit.perWindow, windowMs: bidLimit.windowMs, hits: hit.hits, resetAt: hit.resetAt });
  if (hit.hits > bidLimit.perWindow) throw bidLimit.refusal(hit.resetAt, new Date());
  return read;
}

/** Acknowledged, and published to live watchers, only once its transaction has committed. */
export async function placeBid(dependencies: BidPlacementDependencies, command: PlaceBidCommand): Promise<BidReply> {
  let outcome: BidOutcome;
  try {
    outcome = await attemptBid(dependencies, command, false).catch((error: unknown) => {
      if (!(error instanceof StaleBidSnapshotError)) throw error;
      const refusal = error.moved && refusalOnceMoved(error.moved, command.request.price, new Date());
      if (refusal) throw refusal;
      return attemptBid(dependencies, command, true);
    });
  } catch (error) {
    const key = command.idempotencyKey;
    const reply =
      key !== undefined && (error instanceof AppError || isUniqueViolation(error))
        ? await replyToFailedAttempt(dependencies.db, command.session.userId, key, error)
        : undefined;
    if (!reply) throw error;
    return reply;
  }
  for (const event of outcome.events) dependencies.liveBus.publish(event);
  for (const notice of outcome.notices) notice.publish(dependencies.liveBus);
  return outcome.reply;
}
