import { useCallback, useEffect, useState } from 'react';
import type { AuctionClosedEvent, Product } from '@bidhub/contracts';
import { serverReached } from '../../lib/server-clock';
import type { BidState } from './bid-state';

/** How long after the end the page waits for the server's closing before it stops listening anyway. */
const SETTLE_WAIT_MS = 15_000;

/**
 * An auction is settled once the server has closed it: its `closed` live event gives the final
 * winner (none below the reserve). A page opened after the end starts settled; one watching the end
 * keeps listening until the closing arrives, or gives up after a while.
 */
export function useAuctionSettled(product: Product, open: boolean, onBidState: (update: BidState) => void) {
  const [settled, setSettled] = useState(() => !open);

  // An admin may move the end of an auction without bids into the future again: it is open, not settled.
  useEffect(() => {
    if (open) setSettled(false);
  }, [open]);

  useEffect(() => {
    if (open || settled) return;
    const timer = setTimeout(() => setSettled(true), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [open, settled]);

  const onClosed = useCallback(
    (event: AuctionClosedEvent) => {
      const { price, winner, endtime, bidCount, reserveMet } = event;
      // The server closed it, so its clock has passed the end, whatever the countdown still says.
      serverReached(endtime);
      onBidState({ price, winner, endtime, bidCount, reserveMet, minNextBid: product.minNextBid, closed: true });
      setSettled(true);
    },
    [onBidState, product.minNextBid],
  );
  return { settled, onClosed };
}
