import { queryOptions } from '@tanstack/react-query';
import type { MyBidsResponse } from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';
import { QUERY_ROOTS } from '../../lib/query-keys';

/**
 * Lots per page of GET /product/my-bids (PRODUCT_LIMITS.myBidsPageSize), kept here: the page to
 * ask for is worked out before any reply says it, and the contracts' modules would bring zod along.
 */
export const MY_BIDS_PAGE_SIZE = 100;

/** Every page of the user's bids, to ask again after a bid. */
export const myBidsKey = (userId: string) => [...QUERY_ROOTS.productLists, 'my-bids', userId] as const;

/** One page (from 1) of the signed-in user's auctions; the user is part of the key so another account never sees them. */
export const myBidsQuery = (userId: string, page = 1) =>
  queryOptions({
    queryKey: [...myBidsKey(userId), page],
    queryFn: async () => (await apiClient.get<MyBidsResponse>('/product/my-bids', page === 1 ? {} : { params: { page } })).data,
  });
