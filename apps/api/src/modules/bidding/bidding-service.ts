import {
  minimumNextBidPaise,
  errorResponseSchema,
  placeBidResponseSchema,
  toPaise,
  toRupees,
  type BidLedgerResponse,
  type ErrorResponse,
  type LedgerBid,
  type LiveBidEvent,
  type MyBidsResponse,
  type PlaceBidRequest,
  type PlaceBidResponse,
  type Product,
} from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { UserRow } from '../auth/users-queries.js';
import { findProductViewById, isAuctionOpen, isReserveMet, toProductView, type ProductViewRow } from '../products/product-view.js';
import { applyBid, planBid, StaleBidSnapshotError, type BidDecision } from './apply-bid.js';
import { lockProduct, readBidSnapshot, type BidSnapshot } from './bid-snapshot.js';
import type { BidEvents } from './bid-events.js';
import { assertUsernameConfirmed, decideBid, myBidOutcome } from './bid-rules.js';
import {
  findLedgerRows,
  findMyBidSummaries,
  findProductViewsByIds,
  findStoredReply,
  productExists,
  storeReplyUnlessTaken,
  type LedgerRow,
  type Transaction,
} from './bidding-queries.js';
import { isLedgerIntact } from './ledger.js';
import { outbidMessage, recordNotifications, type PendingNotification } from '../notifications/index.js';

export interface BiddingServiceDependencies {
  db: Database;
  bidEvents: BidEvents;
  extensionSeconds: number;
}

export interface PlaceBidCommand {
  bidder: UserRow;
  productId: string;
  request: PlaceBidRequest;
  idempotencyKey: string | undefined;
}

export interface BidReply {
  statusCode: number;
  body: PlaceBidResponse | ErrorResponse;
  /** True when an Idempotency-Key retry got the stored first reply. */
  replayed: boolean;
}

const MY_BIDS_LIMIT = 100;

/**
 * Refusals by the auction's rules (own product, unknown product, ended, too low) are the outcome of
 * the attempt and are remembered with its key like a success. Bad input (400) was never an attempt:
 * it may be corrected and sent again under the same key.
 */
const REMEMBERED_REFUSALS: ReadonlySet<number> = new Set([403, 404, 409]);

const storedReplySchema = placeBidResponseSchema.or(errorResponseSchema);
const PRODUCT_NOT_FOUND = 'Product not found';

const BID_PLACED = 'Bid placed successfully';
const OUTBID_BY_AUTOMATIC_BID = 'Your bid was placed, but you were outbid at once by an automatic bid';

function bidReplyBody(product: Product, outbid: boolean): PlaceBidResponse {
  return { success: true, message: outbid ? OUTBID_BY_AUTOMATIC_BID : BID_PLACED, product, outbid };
}

/**
 * The live event of one ledger row. The ledger keeps no endtime per row, so replayed events carry
 * the product's current one; the reserve is met once a row's amount reaches it.
 */
function liveEventOf(
  productId: string,
  row: { seq: number; amount: number; bidder: string; auto: boolean; kind: 'bid' | 'buy-now' },
  product: Pick<ProductViewRow, 'endtime' | 'reservePrice'>,
): LiveBidEvent {
  return {
    productId,
    seq: row.seq,
    price: row.amount,
    winner: row.bidder,
    endtime: product.endtime.toISOString(),
    bidCount: row.seq,
    minNextBid: toRupees(minimumNextBidPaise(toPaise(row.amount), row.seq)),
    reserveMet: isReserveMet({ reservePrice: product.reservePrice, price: row.amount, bidCount: row.seq }),
    auto: row.auto,
    kind: row.kind,
  };
}

function toLedgerBid(row: LedgerRow): LedgerBid {
  return {
    _id: row.id,
    seq: row.seq,
    amount: row.amount,
    bidder: row.bidder,
    bidderId: row.bidderId,
    createdAt: row.createdAt.toISOString(),
    prevHash: row.prevHash,
    hash: row.hash,
    v: row.v === 2 ? 2 : 1,
    auto: row.auto,
    kind: row.kind === 'buy-now' ? 'buy-now' : 'bid',
  };
}

interface BidOutcome {
  reply: BidReply;
  events: LiveBidEvent[];
  /** Published after the commit, like the events. */
  notices: PendingNotification[];
}

/** The bidder who led until this bid, unless they still lead (raised, or answered by their maximum). */
async function recordOutbidNotice(tx: Transaction, decision: BidDecision, product: { id: string; name: string; slug: string }, now: Date) {
  const outbid = decision.previousLeaderId;
  if (outbid === null || outbid === decision.newLeaderId) return [];
  return recordNotifications(tx, [{ userId: outbid, productId: product.id, kind: 'outbid', message: outbidMessage(product.name), createdAt: now }], product);
}

const replayOf = (stored: { statusCode: number; responseBody: unknown }): BidReply => ({
  statusCode: stored.statusCode,
  body: storedReplySchema.parse(stored.responseBody),
  replayed: true,
});

export function createBiddingService({ db, bidEvents, extensionSeconds }: BiddingServiceDependencies) {
  /**
   * Decides on one snapshot and records with one guarded write; the snapshot read is also the early
   * refusal (prices only rise, so a bid too low for it is too low for any later state). Unlocked,
   * losers of a race never queue for the product row. A closed snapshot, or a write that finds the
   * product moved, goes to the locked attempt: a last-second bid may have extended the auction.
   */
  async function attemptBid(command: PlaceBidCommand, locked: boolean): Promise<BidOutcome> {
    const query = { productId: command.productId, bidderId: command.bidder.id, idempotencyKey: command.idempotencyKey };
    if (locked) {
      return db.transaction(async (tx) => {
        await lockProduct(tx, command.productId);
        return placeBidOnce(command, await readBidSnapshot(tx, query), (write) => write(tx), true);
      });
    }
    return placeBidOnce(command, await readBidSnapshot(db, query), (write) => db.transaction(write), false);
  }

  /** Decides the bid on the snapshot; the accepted one is recorded in one transaction. */
  async function placeBidOnce(
    { bidder, productId, request, idempotencyKey }: PlaceBidCommand,
    snapshot: BidSnapshot | undefined,
    inTransaction: <T>(write: (tx: Transaction) => Promise<T>) => Promise<T>,
    locked: boolean,
  ): Promise<BidOutcome> {
    if (!snapshot) throw AppError.notFound(PRODUCT_NOT_FOUND);
    if (snapshot.stored) return { reply: replayOf(snapshot.stored), events: [], notices: [] };
    const { product } = snapshot;
    const now = new Date();
    if (!locked && !isAuctionOpen(product.endtime, now)) throw new StaleBidSnapshotError();
    const accepted = decideBid(product, bidder.id, request.price, now, extensionSeconds);
    const plan = planBid({ snapshot, bidder, accepted, maxBid: request.maxBid, now });
    const { decision } = plan;
    const moved = { ...product, price: decision.price, bidCount: decision.bidCount, endtime: decision.endtime, winner: decision.newLeaderUsername, winnerId: decision.newLeaderId, updatedAt: now };
    const body = bidReplyBody(toProductView(moved, now), decision.newLeaderId !== bidder.id);
    const stored = idempotencyKey === undefined ? undefined : { userId: bidder.id, key: idempotencyKey, stored: { statusCode: 200, responseBody: body } };
    return inTransaction(async (tx) => {
      await applyBid(tx, plan, stored);
      const notices = await recordOutbidNotice(tx, decision, product, now);
      const events = decision.rows.map((row, index) =>
        liveEventOf(productId, { ...row, bidder: index === decision.rows.length - 1 ? decision.newLeaderUsername : bidder.email }, moved),
      );
      return { reply: { statusCode: 200, body, replayed: false }, events, notices };
    });
  }

  /**
   * What a failed attempt under an Idempotency-Key answers: the first request's reply when one has
   * committed meanwhile (its bid now looks too low, or its key collided on another product's lock),
   * else this refusal, remembered when the rules made it. Undefined: the failure stands unremembered.
   */
  async function replyToFailedAttempt(bidderId: string, key: string, error: unknown): Promise<BidReply | undefined> {
    const stored = await findStoredReply(db, bidderId, key);
    if (stored) return replayOf(stored);
    if (!(error instanceof AppError) || !REMEMBERED_REFUSALS.has(error.status)) return undefined;
    const refusal = { statusCode: error.status, responseBody: { success: false as const, message: error.message } };
    if (await storeReplyUnlessTaken(db, bidderId, key, refusal)) return { statusCode: refusal.statusCode, body: refusal.responseBody, replayed: false };
    const racing = await findStoredReply(db, bidderId, key);
    return racing ? replayOf(racing) : undefined;
  }

  async function liveEventsAfter(productId: string, afterSeq: number, throughSeq?: number): Promise<LiveBidEvent[]> {
    const rows = await findLedgerRows(db, productId, { afterSeq, throughSeq });
    if (rows.length === 0) return [];
    const product = await findProductViewById(db, productId);
    if (!product) return [];
    return rows.map((row) => liveEventOf(productId, { ...row, kind: row.kind === 'buy-now' ? 'buy-now' : 'bid' }, product));
  }

  return {
    async requireProduct(productId: string): Promise<void> {
      if (!(await productExists(db, productId))) throw AppError.notFound(PRODUCT_NOT_FOUND);
    },

    /** Acknowledged, and published to live watchers, only once its transaction has committed. */
    async placeBid(command: PlaceBidCommand): Promise<BidReply> {
      assertUsernameConfirmed(command.request.winner, command.bidder.email);
      let outcome: BidOutcome;
      try {
        outcome = await attemptBid(command, false).catch((error: unknown) => {
          if (error instanceof StaleBidSnapshotError) return attemptBid(command, true);
          throw error;
        });
      } catch (error) {
        const key = command.idempotencyKey;
        const reply =
          key !== undefined && (error instanceof AppError || isUniqueViolation(error))
            ? await replyToFailedAttempt(command.bidder.id, key, error)
            : undefined;
        if (!reply) throw error;
        return reply;
      }
      for (const event of outcome.events) bidEvents.publish(event);
      for (const notice of outcome.notices) notice.publish(bidEvents);
      return outcome.reply;
    },

    async ledger(productId: string): Promise<BidLedgerResponse> {
      const product = await findProductViewById(db, productId);
      if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
      const bids = (await findLedgerRows(db, productId)).map(toLedgerBid);
      const verified = await isLedgerIntact(productId, bids, product.bidCount);
      return { success: true, bids: bids.reverse(), verified };
    },

    async myBids(userId: string): Promise<MyBidsResponse> {
      const summaries = await findMyBidSummaries(db, userId, MY_BIDS_LIMIT);
      const rows = await findProductViewsByIds(
        db,
        summaries.map((summary) => summary.productId),
      );
      const now = new Date();
      const productsById = new Map(rows.map((row) => [row.id, toProductView(row, now)]));
      const rowsById = new Map(rows.map((row) => [row.id, row]));
      const bids = summaries.flatMap(({ productId, myHighestBid, myMaxBid }) => {
        const product = productsById.get(productId);
        const row = rowsById.get(productId);
        if (!product || !row) return [];
        return [{ product, myHighestBid, myMaxBid, outcome: myBidOutcome(row.winnerId === userId, product) }];
      });
      return { success: true, bids };
    },

    /** The ledger sequence a new live stream starts after; 404 for an unknown product. */
    async currentSequence(productId: string): Promise<number> {
      const product = await findProductViewById(db, productId);
      if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
      return product.bidCount;
    },

    liveEventsAfter,
  };
}

export type BiddingService = ReturnType<typeof createBiddingService>;
