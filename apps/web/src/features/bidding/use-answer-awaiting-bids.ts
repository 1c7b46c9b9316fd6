import { useCallback, useEffect, useRef } from 'react';
import type { LiveBidEvent, Product } from '@bidhub/contracts';
import { sameUsername } from '../../lib/same-username';

/** How long a live bid that passes the viewer's lead waits for their maximum's automatic answer. */
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

/** A bid by someone else that the leading viewer's maximum covers: the server answers it at once. */
function awaitsAnswer({ product, username, myMaximum }: Viewer, event: LiveBidEvent): boolean {
  const byOther = username !== undefined && !sameUsername(event.winner, username);
  return byOther && sameUsername(product.winner, username) && typeof myMaximum === 'number' && myMaximum >= event.price;
}

/**
 * Applies live bids to the page, except that a bid below the leading viewer's maximum waits for the
 * rows after it. The server records the automatic answer in the same moment and publishes it next;
 * shown in between, the leader's page said "You've been outbid" for an instant, and a screen reader
 * read it out. A newer bid replaces the waiting one; if none comes within ANSWER_WAIT_MS, it shows.
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
