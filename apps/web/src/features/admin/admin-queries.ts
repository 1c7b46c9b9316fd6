import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextPageStart, type PageStart } from '../../lib/product-pages';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { adminApi } from './admin-api';

const PAGE_SIZE = 12;
const FIRST_PAGE: PageStart = { page: 1 };

/** Every product, newest first, one page per 'Load more'. */
export const adminProductsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...QUERY_ROOTS.productLists, 'admin'],
    queryFn: ({ pageParam }) => adminApi.productPage(pageParam, PAGE_SIZE),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, pages, lastStart) => nextPageStart(pages, last, lastStart),
    // The admin's list right after a create, edit or delete: never a cached one.
    staleTime: 0,
    meta: { errorToast: 'Something went wrong' },
  });
