import { queryOptions } from '@tanstack/react-query';
import type { MyBidsResponse } from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';
import { QUERY_ROOTS } from '../../lib/query-keys';

/** The signed-in user's auctions; the user is part of the key so another account never sees them. */
export const myBidsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.productLists, 'my-bids', userId],
    queryFn: async () => (await apiClient.get<MyBidsResponse>('/product/my-bids')).data.bids,
  });
