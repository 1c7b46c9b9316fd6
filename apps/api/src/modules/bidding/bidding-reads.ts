import { PRODUCT_LIMITS, type BidLedgerResponse, type MyBidsResponse } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findProductViewById, productNotFound, toProductView } from '../products/index.js';
import { myBidOutcome } from './bid-rules.js';
import { countLotsBidOn, findLedgerRows, findMyBidSummaries, findProductViewsByIds } from './bidding-queries.js';
import { isLedgerIntact, toLedgerBid } from './ledger.js';
import { readRemovedAuction } from './removed-auctions.js';

/** A product's verified bid ledger and a bidder's own bids, as the dashboard lists them. */
export function createBiddingReads(db: Database) {
  return {
    /**
     * The whole ledger, or (`after`) the rows after the one a page already holds, checked to continue
     * that row's hash: a page on a busy lot reads what is new, not every row again each second.
     */
    async ledger(productId: string, after = 0): Promise<BidLedgerResponse> {
      const product = await findProductViewById(db, productId);
      if (!product) throw productNotFound();
      if (after > product.bidCount) throw AppError.badRequest(`after must be at most ${product.bidCount}, the length of this ledger`);
      // The row `after` comes too: the rows after it must chain to its hash.
      const rows = (await findLedgerRows(db, productId, after > 0 ? { afterSeq: after - 1 } : {})).map(toLedgerBid);
      const anchor = after === 0 ? undefined : rows.find((row) => row.seq === after);
      const bids = after === 0 ? rows : rows.filter((row) => row.seq > after);
      // The rows are read after the product: a bid in between adds one, which is checked with the
      // chain it continues; fewer rows than bidCount mean some were cut off its end.
      const expectedCount = Math.max(product.bidCount, after + bids.length);
      const verified = (after === 0 || anchor !== undefined) && (await isLedgerIntact(productId, bids, expectedCount, anchor));
      return { success: true, bids: bids.reverse(), verified };
    },

    removedAuction: (productId: string) => readRemovedAuction(db, productId),

    /** One page of the lots the user bid on, and how many there are: a busy bidder's older lots, wins among them, were cut off unsaid at 100. */
    async myBids(userId: string, page = 1): Promise<MyBidsResponse> {
      const pageSize = PRODUCT_LIMITS.myBidsPageSize;
      const [summaries, total] = await Promise.all([findMyBidSummaries(db, userId, pageSize, (page - 1) * pageSize), countLotsBidOn(db, userId)]);
      const rows = await findProductViewsByIds(
        db,
        summaries.map((summary) => summary.productId),
      );
      const now = new Date();
      const rowsById = new Map(rows.map((row) => [row.id, row]));
      const bids = summaries.flatMap(({ productId, myHighestBid, myMaxBid }) => {
        const row = rowsById.get(productId);
        if (!row) return [];
        const product = toProductView(row, now);
        return [{ product, myHighestBid, myMaxBid, outcome: myBidOutcome(row.winnerId === userId, product) }];
      });
      return { success: true, bids, total, pageSize };
    },
  };
}
