import { useCallback, useMemo } from 'react';
import type { LiveBidEvent, Product } from '@bidhub/contracts';
import type { BidState } from './bid-state';
import { useAnswerAwaitingBids, type AuctionViewer } from './use-answer-awaiting-bids';
import { useAuctionSettled } from './use-auction-settled';
import { useLiveBids, type LiveStatus } from './use-live-bids';

export interface LiveAuctionHandlers {
  onBidState: (update: BidState) => void;
  /** Also told of each live bid (the bidder's own maximum follows it). */
  onLiveBid: (event: LiveBidEvent) => void;
  onEdited: (slug: string | undefined) => void;
  onRemoved: (productId: string) => void;
}

/**
 * The product page's live stream, held open until the auction is settled. The viewer's standing
 * decides whether a bid waits for their maximum's automatic answer (useAnswerAwaitingBids).
 */
export function useLiveAuction(product: Product, open: boolean, viewer: AuctionViewer, { onBidState, onLiveBid, onEdited, onRemoved }: LiveAuctionHandlers): LiveStatus {
  const { settled, onClosed } = useAuctionSettled(product, open, onBidState);
  const applyBid = useAnswerAwaitingBids({ product, ...viewer }, onBidState);
  const onBid = useCallback(
    (event: LiveBidEvent) => {
      applyBid(event);
      onLiveBid(event);
    },
    [applyBid, onLiveBid],
  );
  const handlers = useMemo(() => ({ onBid, onClosed, onEdited, onRemoved: () => onRemoved(product._id) }), [onBid, onClosed, onEdited, onRemoved, product._id]);
  return useLiveBids(product._id, product.bidCount, !settled, handlers);
}
