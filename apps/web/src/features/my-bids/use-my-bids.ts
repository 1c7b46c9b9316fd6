import { useCallback, useEffect, useState } from 'react';
import type { MyBid, MyBidsResponse } from '@bidhub/contracts';
import { apiClient, errorMessage } from '../../lib/api-client';

/** The signed-in user's auctions with their own highest bid and where they stand. */
export function useMyBids() {
  const [bids, setBids] = useState<MyBid[]>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setError(undefined);
    apiClient
      .get<MyBidsResponse>('/product/my-bids')
      .then((response) => !cancelled && setBids(response.data.bids))
      .catch((failure: unknown) => !cancelled && setError(errorMessage(failure, 'Could not load your bids')));
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { bids, error, retry };
}
