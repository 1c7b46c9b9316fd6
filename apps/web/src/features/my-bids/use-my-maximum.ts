import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { LiveBidEvent, MyBid } from '@bidhub/contracts';
import { sameUsername } from '../../lib/same-username';
import { useSession } from '../auth';
import { myBidsKey, myBidsQuery } from './my-bids-api';

/**
 * A plain bid is stored as a maximum equal to itself, and a maximum used up by automatic bids equals
 * the last of them: only a maximum above every bid made for the user says more than the ledger.
 */
const maximumAboveBids = (bid: MyBid | undefined): number | null =>
  bid !== undefined && bid.myMaxBid !== null && bid.myMaxBid > bid.myHighestBid ? bid.myMaxBid : null;

/**
 * The signed-in user's standing maximum on one auction (null: none above their bids), from their
 * bids. Asked only once they have bid on it; `refresh(count, true)` after their own bid's reply here,
 * `followLiveBid` for each live bid: one whose row names them (its `winner`) was made for them, maybe
 * in another tab or on another device, or by their maximum answering, and may have changed what it
 * still adds. Both pass the auction's bid count after that bid: bids are acknowledged and published
 * only once committed, so bids asked for after one count was seen already hold every bid up to it,
 * and a live row the reply already asked for asks nothing more. The reply itself always asks: a
 * raised maximum adds no bid, so its count says nothing new.
 */
export function useMyMaximum(productId: string, hasBid: boolean) {
  const { session } = useSession();
  const userId = session?.user._id ?? '';
  const username = session?.user.email;
  const { data } = useQuery({
    ...myBidsQuery(userId),
    enabled: session !== undefined && hasBid,
    // The first page: the latest bidding first, this lot's among it once the user has just bid here.
    select: ({ bids }) => maximumAboveBids(bids.find((bid) => bid.product._id === productId)),
  });
  const queryClient = useQueryClient();
  // Per auction: the page may go on to another product's, whose counts start again.
  const askedUpTo = useRef({ productId, bidCount: 0 });
  const refresh = useCallback(
    (bidCount: number, ownReply = false) => {
      const asked = askedUpTo.current;
      // The own bid's reply always asks: raising only the maximum adds no bid, so no new count.
      if (!ownReply && asked.productId === productId && bidCount <= asked.bidCount) return;
      askedUpTo.current = { productId, bidCount };
      void queryClient.invalidateQueries({ queryKey: myBidsKey(userId) });
    },
    [queryClient, userId, productId],
  );
  const followLiveBid = useCallback(
    (event: LiveBidEvent) => {
      if (sameUsername(event.winner, username)) refresh(event.bidCount);
    },
    [refresh, username],
  );
  return { myMaximum: data, refresh, followLiveBid };
}
