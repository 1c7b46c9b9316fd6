import { productExists, productNotFound } from '../products/index.js';
import { createBiddingReads } from './bidding-reads.js';
import { createBidBatches } from './bid-batches.js';
import { placeBid, type BidPlacementDependencies, type PlaceBidCommand } from './bid-placement.js';
import { createLiveEventReader } from './live-events.js';

/** Placing bids, reading ledgers and a bidder's own bids, and feeding live streams. */
export function createBiddingService(settings: Omit<BidPlacementDependencies, 'batches'>) {
  const { db } = settings;
  const dependencies = { ...settings, batches: createBidBatches(db) };
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
