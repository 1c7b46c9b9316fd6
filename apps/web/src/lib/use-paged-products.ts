import { type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { errorMessage, errorStatus } from './api-client';
import { flattenPages, type PagedProducts } from './product-pages';

/**
 * What a 'Load more' list shows, from its infinite query: the products of every loaded page, the
 * total, and a retry that asks again for exactly what failed (the first page or the next one).
 */
export function usePagedProducts<Page extends PagedProducts>(query: UseInfiniteQueryResult<InfiniteData<Page>>) {
  const { data, error, isFetching, isPlaceholderData, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } = query;
  const products = useMemo(() => flattenPages(data?.pages), [data]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const retry = useCallback(() => void (isFetchNextPageError ? fetchNextPage() : refetch()), [isFetchNextPageError, fetchNextPage, refetch]);
  // True while another filter's first page is on its way: the previous list is still shown.
  const replacing = isPlaceholderData && isFetching;
  return {
    products,
    firstPage: data?.pages[0],
    total: data?.pages[0]?.total ?? products.length,
    loading: isFetching,
    replacing,
    /** The first page failed: nothing to show, said where the list would be. */
    error: error && !isFetchNextPageError ? errorMessage(error) : undefined,
    /** A next page failed: said at the end of the list, where Load more was pressed. */
    moreError: error && isFetchNextPageError ? errorMessage(error) : undefined,
    /** What the list belongs to (a category) does not exist. */
    notFound: errorStatus(error) === 404,
    loadMore,
    retry,
    // Not while a new filter's first page is on its way: the next page would be counted from the old list.
    hasMore: !error && !replacing && hasNextPage,
    // (Not after a failed next page either: its error offers the retry in the button's place.)
  };
}
