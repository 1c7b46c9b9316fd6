import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../auth';
import { myBidsQuery } from './my-bids-api';

/**
 * The signed-in user's standing maximum on one auction (null: they set none), from their bids. Asked
 * only once they have bid on it; `refresh` after their own bid, the only thing that changes it.
 */
export function useMyMaximum(productId: string, hasBid: boolean) {
  const { session } = useSession();
  const userId = session?.user._id ?? '';
  const { data } = useQuery({
    ...myBidsQuery(userId),
    enabled: session !== undefined && hasBid,
    select: (bids) => bids.find((bid) => bid.product._id === productId)?.myMaxBid ?? null,
  });
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: myBidsQuery(userId).queryKey }), [queryClient, userId]);
  return { myMaximum: data, refresh };
}
