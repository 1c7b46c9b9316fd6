import { productNotFound } from '../products/product-rules.js';
import { createBiddingReads } from './bidding-reads.js';
import { productExists } from './bidding-queries.js';
import { placeBid, type BidPlacementDependencies, type PlaceBidCommand } from './bid-placement.js';
import { createLiveEventReader } from './live-events.js';

/** Placing bids, reading ledgers and a bidder's own bids, and feeding live streams. */
export function createBiddingService(dependencies: BidPlacementDependencies) {
  const { db } = dependencies;
  return {
    async requireProduct(productId: string): Promise<void> {
      if (!(await productExists(db, productId))) throw productNotFound();
    },
    placeBid: (command: PlaceBidCommand) => placeBid(dependencies, command),
    ...createBiddingReads(db),
    ...createLiveEventReader(db),
  };
}

export type BiddingService = ReturnType<typeof createBiddingService>;
