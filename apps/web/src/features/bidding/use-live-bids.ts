import { useEffect, useRef, useState } from 'react';
import type { AuctionClosedEvent, LiveBidEvent } from '@bidhub/contracts';
import { parseAuctionClosedEvent, parseLiveBidEvent, slugOfUpdatedEvent } from './live-events';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'off';

/** How long to wait before opening a new stream once the browser has given up on one. */
const REOPEN_DELAY_MS = 5000;

export interface LiveHandlers {
  onBid: (event: LiveBidEvent) => void;
  onClosed: (event: AuctionClosedEvent) => void;
  /** An admin edited the auction (a moved end time, say); the page reads it again, at its new slug if renamed. */
  onEdited: (slug: string | undefined) => void;
  /** An admin deleted the auction; the stream is over. */
  onRemoved: () => void;
}

/**
 * Every accepted bid on a product as it happens, from GET /product/{id}/live. `lastSeenSeq` is the
 * ledger sequence the page already shows (its bidCount), so bids placed between loading the page
 * and opening the stream are replayed rather than missed. Once `active` is false (the auction is
 * settled, so nothing more can come) the stream is closed rather than held open on the server.
 */
export function useLiveBids(productId: string, lastSeenSeq: number, active: boolean, handlers: LiveHandlers): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>(active ? 'connecting' : 'off');
  const handlersRef = useRef(handlers);
  const lastSeqRef = useRef(lastSeenSeq);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!active) {
      setStatus('off');
      return;
    }
    let source: EventSource | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      setStatus('connecting');
      source = new EventSource(`/api/v1/product/${encodeURIComponent(productId)}/live?lastEventId=${lastSeqRef.current}`);
      source.onopen = () => setStatus('live');
      source.onerror = () => {
        setStatus('reconnecting');
        // The browser retries by itself (sending Last-Event-ID) unless the server answered with
        // something other than a stream; then only a new EventSource gets the page live again.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopenTimer = setTimeout(open, REOPEN_DELAY_MS);
        }
      };
      source.addEventListener('bid', (message: MessageEvent<string>) => {
        const event = parseLiveBidEvent(message.data);
        if (!event) return;
        lastSeqRef.current = Math.max(lastSeqRef.current, event.seq);
        handlersRef.current.onBid(event);
      });
      source.addEventListener('closed', (message: MessageEvent<string>) => {
        const event = parseAuctionClosedEvent(message.data);
        if (event) handlersRef.current.onClosed(event);
      });
      source.addEventListener('updated', (message: MessageEvent<string>) => handlersRef.current.onEdited(slugOfUpdatedEvent(message.data)));
      // The server ends the stream after it; EventSource would otherwise reconnect to a 404.
      source.addEventListener('removed', () => {
        source?.close();
        setStatus('off');
        handlersRef.current.onRemoved();
      });
    };

    open();
    return () => {
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [productId, active]);

  return status;
}
