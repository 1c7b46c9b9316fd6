import { minimumNextBidPaise, toPaise, toRupees, type AuctionClosedEvent, type AuctionUpdatedEvent, type LiveBidEvent } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { closedEventOf, findProductViewById, isReserveMet, productNotFound, type ProductViewRow } from '../products/index.js';
import { findLedgerRows } from './bidding-queries.js';

/**
 * The live event of one ledger row. The ledger keeps no endtime per row, so replayed events carry
 * the product's current one; the reserve is met once a row's amount reaches it.
 */
export function liveEventOf(
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

/** Where a product's live stream stands: what its watchers must have been told so far. */
export interface LiveStreamState {
  /** The ledger sequence of its last bid. */
  sequence: number;
  /** Its `closed` event once the auction was settled. */
  closed: AuctionClosedEvent | undefined;
  /** Its end time and address as an `updated` event tells them. */
  shown: AuctionUpdatedEvent;
}

async function readStreamState(db: Database, productId: string): Promise<LiveStreamState | undefined> {
  const product = await findProductViewById(db, productId);
  if (!product) return undefined;
  return {
    sequence: product.bidCount,
    closed: product.closedAt === null ? undefined : closedEventOf(product),
    shown: { productId, endtime: product.endtime.toISOString(), slug: product.slug },
  };
}

/** What a live stream starts from and replays from the ledger when it has fallen behind. */
export function createLiveEventReader(db: Database) {
  return {
    /**
     * What a new live stream starts from: the ledger sequence it starts after and, for an auction
     * already settled, its `closed` event (a watcher reconnecting after the close still learns the
     * result). 404 for an unknown product.
     */
    async streamStart(productId: string): Promise<LiveStreamState> {
      const state = await readStreamState(db, productId);
      if (!state) throw productNotFound();
      return state;
    },

    /** The same read for a stream already open that may have missed events; undefined once the product was deleted. */
    streamState: (productId: string): Promise<LiveStreamState | undefined> => readStreamState(db, productId),

    async liveEventsAfter(productId: string, afterSeq: number, throughSeq?: number): Promise<LiveBidEvent[]> {
      const rows = await findLedgerRows(db, productId, { afterSeq, throughSeq });
      if (rows.length === 0) return [];
      const product = await findProductViewById(db, productId);
      if (!product) return [];
      return rows.map((row) => liveEventOf(productId, { ...row, kind: row.kind === 'buy-now' ? 'buy-now' : 'bid' }, product));
    },
  };
}
