import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextPageStart, type PageStart } from '../../lib/product-pages';
import { LIST_REFRESH_MS, QUERY_ROOTS } from '../../lib/query-keys';
import { fetchProductForAdmin } from '../bidding';
import { adminApi } from './admin-api';
import { readAgainIn } from './products/read-again-in';

const PAGE_SIZE = 12;
const FIRST_PAGE: PageStart = { page: 1 };

/** Every product, newest first, one page per 'Load more'. */
export const adminProductsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...QUERY_ROOTS.productLists, 'admin'],
    queryFn: ({ pageParam }) => adminApi.productPage(pageParam, PAGE_SIZE),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, pages, lastStart) => nextPageStart(pages, last, lastStart),
    // The admin's list right after a create, edit or delete: never a cached one. While it shows, read
    // again as the other lists are: bids, closings and another tab's edits left it minutes behind (outside audit C1).
    staleTime: 0,
    refetchInterval: LIST_REFRESH_MS,
    meta: { errorToast: 'Something went wrong' },
  });

/**
 * One product as the admin's edit form reads it (with its reserve): read again while the form is
 * open, and set by the read an update makes just before sending, so its locks show at once.
 */
export const productForEditQuery = (productId: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.product, 'for-edit', productId],
    queryFn: () => fetchProductForAdmin(productId),
    refetchInterval: (query) => readAgainIn(query.state.data),
  });
