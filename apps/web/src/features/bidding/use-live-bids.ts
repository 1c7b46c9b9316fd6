import { useEffect, useRef, useState } from 'react';
import type { AuctionClosedEvent, LiveBidEvent } from '@bidhub/contracts';
import { API_BASE } from '../../lib/api-base';
import { usePageInView } from '../../lib/use-page-in-view';
import { parseAuctionClosedEvent, parseLiveBidEvent, slugOfUpdatedEvent } from './live-events';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'off';

/** How long to wait before opening a new stream once the browser has given up on one. */
const REOPEN_DELAY_MS = 5000;
/**
 * The server's heartbeat comes every 15 s: two missed (and some slack) means the connection went
 * silent without closing - a phone changed networks - which the browser never reports. The page
 * then opens a new stream, which replays what it missed.
 */
export const SILENCE_MS = 35_000;

export interface LiveHandlers {
  onBid: (event: LiveBidEvent) => void;
  onClosed: (event: AuctionClosedEvent) => void;
  /** An admin edited the auction (a moved end time, say); the page reads it again, at its new slug if renamed. */
  onEdited: (slug: string | undefined) => void;
  /** An admin deleted the auction; the stream is over. */
  onRemoved: () => void;
}

interface LiveBidsFollower {
  productId: string;
  /** The last ledger sequence the page shows, read at each (re)connection. */
  lastSeq: () => number;
  /** Told of each bid's sequence once handled, so a new stream resumes after it. */
  sawSeq: (seq: number) => void;
  setStatus: (status: LiveStatus) => void;
  handlers: () => LiveHandlers;
  /** A stream followed again after a pause: its first connection, too, reads the lot again. */
  resumed: boolean;
}

/** Adds the handlers of each event the stream may send; a bid's sequence is noted for the next stream. */
function listen(source: EventSource, { sawSeq, handlers }: LiveBidsFollower, removed: () => void) {
  source.addEventListener('bid', (message: MessageEvent<string>) => {
    const event = parseLiveBidEvent(message.data);
    if (!event) return;
    sawSeq(event.seq);
    handlers().onBid(event);
  });
  source.addEventListener('closed', (message: MessageEvent<string>) => {
    const event = parseAuctionClosedEvent(message.data);
    if (event) handlers().onClosed(event);
  });
  source.addEventListener('updated', (message: MessageEvent<string>) => handlers().onEdited(slugOfUpdatedEvent(message.data)));
  // The server ends the stream after it; EventSource would otherwise reconnect to a 404.
  source.addEventListener('removed', () => {
    removed();
    handlers().onRemoved();
  });
}

/** Opens the stream and keeps one open (after a refusal, or a silence) until the returned stop is called. */
function followLiveBids(follower: LiveBidsFollower): () => void {
  const { productId, lastSeq, setStatus } = follower;
  let source: EventSource | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let connectedBefore = follower.resumed;
  const stop = () => {
    clearTimeout(reopenTimer);
    clearTimeout(silenceTimer);
    source?.close();
  };
  // Anything the server sends, its heartbeat included, proves the connection still carries news.
  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      source?.close();
      setStatus('reconnecting');
      open();
    }, SILENCE_MS);
  };
  const open = () => {
    setStatus('connecting');
    heard();
    source = new EventSource(`${API_BASE}/product/${encodeURIComponent(productId)}/live?lastEventId=${lastSeq()}&heartbeat=event`);
    source.onopen = () => {
      // A new stream replays the bids missed, not an admin's edit (a moved end): the page reads the lot again.
      if (connectedBefore) follower.handlers().onEdited(undefined);
      connectedBefore = true;
      setStatus('live');
      heard();
    };
    source.onerror = () => {
      setStatus('reconnecting');
      // The browser retries by itself (sending Last-Event-ID) unless the server answered with
      // something other than a stream; then only a new EventSource gets the page live again.
      if (source?.readyState !== EventSource.CLOSED) return;
      stop();
      reopenTimer = setTimeout(open, REOPEN_DELAY_MS);
    };
    for (const type of ['ping', 'bid', 'closed', 'updated']) source.addEventListener(type, heard);
    listen(source, follower, () => {
      stop();
      setStatus('off');
    });
  };
  open();
  return stop;
}

/**
 * Every accepted bid on a product as it happens, from GET /product/{id}/live. `lastSeenSeq` is the
 * ledger sequence the page already shows (its bidCount), so bids placed between loading the page
 * and opening the stream are replayed rather than missed. Once `active` is false (the auction is
 * settled, so nothing more can come) the stream is closed rather than held open on the server; so
 * it is while the page is out of view (usePageInView), and shown again, the page follows from the
 * last bid it saw and reads the lot again, as after any reconnection.
 */
export function useLiveBids(productId: string, lastSeenSeq: number, active: boolean, handlers: LiveHandlers): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>(active ? 'connecting' : 'off');
  const handlersRef = useRef(handlers);
  const lastSeqRef = useRef(lastSeenSeq);
  const followedBefore = useRef(false);
  const following = usePageInView() && active;
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!following) {
      setStatus('off');
      return;
    }
    const resumed = followedBefore.current;
    followedBefore.current = true;
    return followLiveBids({
      productId,
      lastSeq: () => lastSeqRef.current,
      sawSeq: (seq) => void (lastSeqRef.current = Math.max(lastSeqRef.current, seq)),
      setStatus,
      handlers: () => handlersRef.current,
      resumed,
    });
  }, [productId, following]);

  return status;
}
