import {
  GENESIS_HASH,
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
} from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { UserRow } from '../auth/users-queries.js';
import { findProductViewById, isAuctionOpen, toProductView } from '../products/product-view.js';
import type { BidEvents } from './bid-events.js';
import { assertUsernameConfirmed, decideBid, myBidOutcome } from './bid-rules.js';
import {
  findLatestLedgerHash,
  findLedgerRows,
  findMyBidSummaries,
  findProductViewsByIds,
  findStoredReply,
  lockProductForBid,
  productExists,
  recordAcceptedBid,
  storeReply,
  storeReplyUnlessTaken,
  type LedgerRow,
} from './bidding-queries.js';
import { isLedgerIntact, ledgerHash } from './ledger.js';

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
  };
}

const replayOf = (stored: { statusCode: number; responseBody: unknown }): BidReply => ({
  statusCode: stored.statusCode,
  body: storedReplySchema.parse(stored.responseBody),
  replayed: true,
});

export function createBiddingService({ db, bidEvents, extensionSeconds }: BiddingServiceDependencies) {
  /**
   * Prices only rise, so a bid refused on a plain read would be refused under the lock too: losers
   * of a race are answered without queueing for the product row. A closed snapshot goes on to the
   * lock, since a last-second bid committing meanwhile may have extended the auction.
   */
  async function refuseEarly({ bidder, productId, request }: PlaceBidCommand) {
    const product = await findProductViewById(db, productId);
    if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
    const now = new Date();
    if (isAuctionOpen(product.endtime, now)) decideBid(product, bidder.id, request.price, now, extensionSeconds);
  }

  /** One transaction: lock the product, decide, move the product, append the ledger, store the reply. */
  async function placeBidOnce({ bidder, productId, request, idempotencyKey }: PlaceBidCommand) {
    return db.transaction(async (tx) => {
      const product = await lockProductForBid(tx, productId);
      if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
      // Read under the lock: a concurrent request with the same key has committed its reply by now.
      const stored = idempotencyKey === undefined ? undefined : await findStoredReply(tx, bidder.id, idempotencyKey);
      if (stored) return { reply: replayOf(stored), event: undefined };

      const now = new Date();
      const accepted = decideBid(product, bidder.id, request.price, now, extensionSeconds);
      const prevHash = (await findLatestLedgerHash(tx, productId)) ?? GENESIS_HASH;
      const entry = { productId, bidderId: bidder.id, amount: accepted.price, seq: accepted.bidCount, prevHash, createdAt: now };
      await recordAcceptedBid(tx, { ...entry, hash: ledgerHash(entry), bidderUsername: bidder.email, endtime: accepted.endtime });

      const view = toProductView({ ...product, ...accepted, winner: bidder.email, updatedAt: now }, now);
      const body: PlaceBidResponse = { success: true, message: 'Bid placed successfully', product: view };
      if (idempotencyKey !== undefined) await storeReply(tx, bidder.id, idempotencyKey, { statusCode: 200, responseBody: body });
      const event: LiveBidEvent = {
        productId,
        seq: view.bidCount,
        price: view.price,
        winner: view.winner,
        endtime: view.endtime,
        bidCount: view.bidCount,
        minNextBid: view.minNextBid,
      };
      return { reply: { statusCode: 200, body, replayed: false }, event };
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
    // The ledger keeps no endtime per bid, so replayed events carry the product's current one.
    const endtime = product ? product.endtime.toISOString() : '';
    return rows.map((row) => ({
      productId,
      seq: row.seq,
      price: row.amount,
      winner: row.bidder,
      endtime,
      bidCount: row.seq,
      minNextBid: toRupees(minimumNextBidPaise(toPaise(row.amount), row.seq)),
    }));
  }

  return {
    async requireProduct(productId: string): Promise<void> {
      if (!(await productExists(db, productId))) throw AppError.notFound(PRODUCT_NOT_FOUND);
    },

    /** Acknowledged, and published to live watchers, only once its transaction has committed. */
    async placeBid(command: PlaceBidCommand): Promise<BidReply> {
      assertUsernameConfirmed(command.request.winner, command.bidder.email);
      let outcome: Awaited<ReturnType<typeof placeBidOnce>>;
      try {
        await refuseEarly(command);
        outcome = await placeBidOnce(command);
      } catch (error) {
        const key = command.idempotencyKey;
        const reply =
          key !== undefined && (error instanceof AppError || isUniqueViolation(error))
            ? await replyToFailedAttempt(command.bidder.id, key, error)
            : undefined;
        if (!reply) throw error;
        return reply;
      }
      if (outcome.event) bidEvents.publish(outcome.event);
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
      const bids = summaries.flatMap(({ productId, myHighestBid }) => {
        const product = productsById.get(productId);
        return product ? [{ product, myHighestBid, outcome: myBidOutcome(myHighestBid, product) }] : [];
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
