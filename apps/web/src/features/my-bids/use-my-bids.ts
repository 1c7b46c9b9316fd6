import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../auth';
import { myBidsQuery } from './my-bids-api';

export const MY_BIDS_REFRESH_MS = 10_000;

/** One page (from 1) of the signed-in user's auctions with their own highest bid and where they stand, and how many there are. */
export function useMyBids(page = 1) {
  const { session } = useSession();
  // Always asked afresh on opening: bids placed a moment ago on a product page must show. While it
  // shows, again every ten seconds, as the cart page does: a bid from another device sends no notice here.
  const { data, error, refetch } = useQuery({
    ...myBidsQuery(session?.user._id ?? '', page),
    enabled: session !== undefined,
    staleTime: 0,
    refetchInterval: MY_BIDS_REFRESH_MS,
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  return { reply: data, error: error ? errorMessage(error, 'Could not load your bids') : undefined, retry };
}
