import type { Database } from '../../db/database.js';
import { createStatementBatcher } from '../../db/statement-batcher.js';
import { readBidSnapshot, readBidSnapshots, type BidderAndSnapshot, type SnapshotQuery } from './bid-snapshot.js';
import { readCountedBidSnapshot, readCountedBidSnapshots, type CountedSnapshot, type CountedSnapshotQuery } from './counted-bid-snapshot.js';
import { recordBid, recordBids, type BidWrite, type RecordOutcome } from './record-bid.js';

/**
 * The unlocked bid path's two statements, each shared by the bids that arrive together: under load
 * a bid's read and write cost a share of one round trip and one commit each (docs/performance.md,
 * twenty-third round). The locked path runs its own statements inside its transaction.
 */
export function createBidBatches(db: Database) {
  return {
    readSnapshot: createStatementBatcher<SnapshotQuery, BidderAndSnapshot>({
      many: (queries) => readBidSnapshots(db, queries),
      one: (query) => readBidSnapshot(db, query),
    }),
    readCountedSnapshot: createStatementBatcher<CountedSnapshotQuery, CountedSnapshot>({
      many: (items) => readCountedBidSnapshots(db, items),
      one: (item) => readCountedBidSnapshot(db, item),
    }),
    record: createStatementBatcher<BidWrite, RecordOutcome>({ many: (writes) => recordBids(db, writes), one: (write) => recordBid(db, write) }),
  };
}

export type BidBatches = ReturnType<typeof createBidBatches>;
