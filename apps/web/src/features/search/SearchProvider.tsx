import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { Product } from '@bidhub/contracts';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { SEARCH_LIST, type ListOptions, type ListSort } from '../catalog';
import { searchQuery } from './search-api';
import { SearchContext } from './search-context';

const NO_RESULTS: Product[] = [];

/** A 4xx other than a timeout or a rate limit: the request itself was refused. */
const isRefusal = (status: number | undefined) => status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * The spec's search state: the keyword and its results, shared by the header's box and /search. The
 * results live in the query cache, so the page opened after the box's search asks nothing again,
 * and only the newest search is ever shown.
 */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ keyword: string; options: ListOptions<ListSort> }>({ keyword: '', options: SEARCH_LIST });
  const queryClient = useQueryClient();
  const { data, error, isFetching } = useQuery({ ...searchQuery(current.keyword, current.options), enabled: current.keyword !== '' });

  const run = useCallback(
    async (wanted: string, options: ListOptions<ListSort>, fresh: boolean) => {
      setCurrent({ keyword: wanted, options });
      // Awaited so the header's box navigates once the results are in; a failure shows on the page.
      await queryClient.fetchQuery({ ...searchQuery(wanted, options), ...(fresh ? { staleTime: 0 } : {}) }).catch(() => undefined);
    },
    [queryClient],
  );
  // A search the user asks for is run again; opening /search reuses one already stored, running or done.
  const search = useCallback((wanted: string, options: ListOptions<ListSort> = SEARCH_LIST) => run(wanted, options, true), [run]);
  const ensureSearched = useCallback((wanted: string, options: ListOptions<ListSort> = SEARCH_LIST) => run(wanted, options, false), [run]);

  const value = useMemo(
    () => ({
      keyword: current.keyword,
      results: data ?? NO_RESULTS,
      loading: isFetching,
      error: error ? errorMessage(error) : undefined,
      refused: isRefusal(errorStatus(error)),
      search,
      ensureSearched,
    }),
    [current.keyword, data, isFetching, error, search, ensureSearched],
  );
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}
