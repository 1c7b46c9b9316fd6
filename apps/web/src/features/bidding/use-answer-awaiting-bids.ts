import { useCallback, useEffect, useRef } from 'react';
import type { LiveBidEvent, Product } from '@bidhub/contracts';
import { sameUsername } from '../../lib/same-username';
import { millisecondsUntilOnServer } from '../../lib/server-clock';

/** How long a live bid the server may answer at once waits for that automatic answer. */
export const ANSWER_WAIT_MS = 1500;

export interface AuctionViewer {
  /** The signed-in user's username, if any. */
  username: string | undefined;
  /** Their standing maximum above their bids (null: none; undefined: not known yet). */
  myMaximum: number | null | undefined;
}

interface Viewer extends AuctionViewer {
  product: Product;
}

/**
 * A bid the server may answer at once: by someone else, below the leading viewer's maximum; or the
 * viewer's own (not automatic) bid, which another bidder's maximum may outbid in the same moment.
 */
function awaitsAnswer({ product, username, myMaximum }: Viewer, event: LiveBidEvent): boolean {
  // Nothing answers a purchase: it closed the auction.
  if (event.kind === 'buy-now') return false;
  // A bid in the lot's last moments (which moves its end on) shows at once: held back, the page's
  // countdown reached the old end first and announced a result the server never settled.
  if (millisecondsUntilOnServer(product.endtime, product.serverTime) <= ANSWER_WAIT_MS) return false;
  if (sameUsername(event.winner, username)) return event.auto !== true;
  return sameUsername(product.winner, username) && typeof myMaximum === 'number' && myMaximum >= event.price;
}

/**
 * Applies live bids to the page, except that a bid the server may answer at once (awaitsAnswer)
 * waits for the rows after it. The server records the automatic answer in the same moment and
 * publishes it next; shown in between, the leader's page said "You've been outbid" for an instant,
 * and a bidder outbid at once was told "You're the highest bidder" first, each read out by a screen
 * reader. A newer bid replaces the waiting one; if none comes within ANSWER_WAIT_MS, it shows. The
 * viewer's own bid loses nothing by waiting: its reply shows it on this page.
 */
export function useAnswerAwaitingBids(viewer: Viewer, apply: (event: LiveBidEvent) => void): (event: LiveBidEvent) => void {
  const latest = useRef(viewer);
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = viewer;
  });
  useEffect(() => () => clearTimeout(waiting.current), []);
  return useCallback(
    (event: LiveBidEvent) => {
      clearTimeout(waiting.current);
      waiting.current = undefined;
      if (!awaitsAnswer(latest.current, event)) return apply(event);
      waiting.current = setTimeout(() => {
        waiting.current = undefined;
        apply(event);
      }, ANSWER_WAIT_MS);
    },
    [apply],
  );
}
