import { useCallback, useMemo } from 'react';
import type { LiveBidEvent, Product } from '@bidhub/contracts';
import type { BidState } from './bid-state';
import { useAuctionSettled } from './use-auction-settled';
import { useLiveBids, type LiveStatus } from './use-live-bids';

export interface LiveAuctionHandlers {
  onBidState: (update: BidState) => void;
  /** Also told of each live bid (the bidder's own maximum follows it). */
  onLiveBid: (event: LiveBidEvent) => void;
  onEdited: (slug: string | undefined) => void;
  onRemoved: (productId: string) => void;
}

/** The product page's live stream, held open until the auction is settled. */
export function useLiveAuction(product: Product, open: boolean, { onBidState, onLiveBid, onEdited, onRemoved }: LiveAuctionHandlers): LiveStatus {
  const { settled, onClosed } = useAuctionSettled(product, open, onBidState);
  const onBid = useCallback(
    (event: LiveBidEvent) => {
      onBidState(event);
      onLiveBid(event);
    },
    [onBidState, onLiveBid],
  );
  const handlers = useMemo(() => ({ onBid, onClosed, onEdited, onRemoved: () => onRemoved(product._id) }), [onBid, onClosed, onEdited, onRemoved, product._id]);
  return useLiveBids(product._id, product.bidCount, !settled, handlers);
}
