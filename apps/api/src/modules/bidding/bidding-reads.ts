import type { BidLedgerResponse, MyBidsResponse } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { findProductViewById, productNotFound, toProductView } from '../products/index.js';
import { myBidOutcome } from './bid-rules.js';
import { findLedgerRows, findMyBidSummaries, findProductViewsByIds } from './bidding-queries.js';
import { isLedgerIntact, toLedgerBid } from './ledger.js';
import { readRemovedAuction } from './removed-auctions.js';

const MY_BIDS_LIMIT = 100;

/** A product's verified bid ledger and a bidder's own bids, as the dashboard lists them. */
export function createBiddingReads(db: Database) {
  return {
    async ledger(productId: string): Promise<BidLedgerResponse> {
      const product = await findProductViewById(db, productId);
      if (!product) throw productNotFound();
      const bids = (await findLedgerRows(db, productId)).map(toLedgerBid);
      const verified = await isLedgerIntact(productId, bids, product.bidCount);
      return { success: true, bids: bids.reverse(), verified };
    },

    removedAuction: (productId: string) => readRemovedAuction(db, productId),

    async myBids(userId: string): Promise<MyBidsResponse> {
      const summaries = await findMyBidSummaries(db, userId, MY_BIDS_LIMIT);
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
      return { success: true, bids };
    },
  };
}
