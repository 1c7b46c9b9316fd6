import type { BuyNowRequest, LiveBidEvent, PlaceBidResponse } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import type { UserRow } from '../auth/index.js';
import { isReserveMet, productNotFound, toProductView } from '../products/index.js';
import type { LiveBus } from '../../live/live-bus.js';
import { assertUsernameConfirmed } from './bid-rules.js';
import { lockProductForBid, moveProduct } from './bidding-queries.js';
import { decideBuyNow } from './buy-now-rules.js';
import { appendLedgerRows } from './ledger-append.js';

/**
 * Buy It Now takes the same product row lock as a bid, so a purchase and a first bid racing each
 * other are serialized: whichever commits second finds a bid (or a closed auction) and is refused.
 */
export function createBuyNowService({ db, liveBus }: { db: Database; liveBus: LiveBus }) {
  return {
    async buyNow(buyer: UserRow, productId: string, { winner, price: agreedPrice }: BuyNowRequest): Promise<PlaceBidResponse> {
      assertUsernameConfirmed(winner, buyer.email);
      const { body, event } = await db.transaction(async (tx) => {
        const product = await lockProductForBid(tx, productId);
        if (!product) throw productNotFound();
        const now = new Date();
        const price = decideBuyNow(product, buyer.id, now, agreedPrice);
        await appendLedgerRows(tx, productId, [{ productId, bidderId: buyer.id, amount: price, seq: product.bidCount + 1, createdAt: now, auto: false, kind: 'buy-now' }]);
        const moved = { price, winner: buyer.email, winnerId: buyer.id, bidCount: product.bidCount + 1, endtime: now, updatedAt: now };
        await moveProduct(tx, productId, moved);
        const view = toProductView({ ...product, ...moved }, now);
        const liveEvent: LiveBidEvent = {
          productId,
          seq: view.bidCount,
          price,
          winner: buyer.email,
          endtime: view.endtime,
          bidCount: view.bidCount,
          minNextBid: view.minNextBid,
          reserveMet: isReserveMet({ ...product, ...moved }),
          auto: false,
          kind: 'buy-now',
        };
        return { body: { success: true as const, message: 'You bought it with Buy It Now', product: view }, event: liveEvent };
      });
      liveBus.publish(event);
      return body;
    },
  };
}
