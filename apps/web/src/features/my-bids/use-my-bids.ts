import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../auth';
import { myBidsQuery } from './my-bids-api';

export const MY_BIDS_REFRESH_MS = 10_000;

/** The signed-in user's auctions with their own highest bid and where they stand. */
export function useMyBids() {
  const { session } = useSession();
  // Always asked afresh on opening: bids placed a moment ago on a product page must show. While it
  // shows, again every ten seconds, as the cart page does: a bid from another device sends no notice here.
  const { data, error, refetch } = useQuery({
    ...myBidsQuery(session?.user._id ?? ''),
    enabled: session !== undefined,
    staleTime: 0,
    refetchInterval: MY_BIDS_REFRESH_MS,
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  return { bids: data, error: error ? errorMessage(error, 'Could not load your bids') : undefined, retry };
}
