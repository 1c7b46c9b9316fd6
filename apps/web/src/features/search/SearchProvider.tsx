import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { Product, SearchResponse } from '@bidhub/contracts';
import { apiClient, errorMessage } from '../../lib/api-client';
import { listQuery, PLAIN_LIST, type ListOptions } from '../catalog/list-options';
import { SearchContext } from './search-context';

/** One search: the keyword with the sort and filters it was asked with. */
const searchKey = (keyword: string, options: ListOptions) => JSON.stringify([keyword, listQuery(options)]);

/** The spec's search state: the keyword and its results, shared by the header's box and /search. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<Product[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const latest = useRef<{ key: string; failed: boolean; requestId: number }>({ key: '', failed: true, requestId: 0 });

  const search = useCallback(async (wanted: string, options: ListOptions = PLAIN_LIST) => {
    const requestId = latest.current.requestId + 1;
    latest.current = { key: searchKey(wanted, options), failed: false, requestId };
    setKeyword(wanted);
    setLoading(true);
    setError(undefined);
    try {
      const { data } = await apiClient.get<SearchResponse>(`/product/search/${encodeURIComponent(wanted)}`, { params: listQuery(options) });
      if (latest.current.requestId !== requestId) return;
      setResults(data);
    } catch (failure) {
      if (latest.current.requestId !== requestId) return;
      latest.current.failed = true;
      setResults([]);
      setError(errorMessage(failure));
    } finally {
      if (latest.current.requestId === requestId) setLoading(false);
    }
  }, []);

  const ensureSearched = useCallback(
    async (wanted: string, options: ListOptions = PLAIN_LIST) => {
      // Running or done already (the header's box searched before navigating here): nothing to ask.
      const { key, failed } = latest.current;
      if (key === searchKey(wanted, options) && !failed) return;
      await search(wanted, options);
    },
    [search],
  );

  const value = useMemo(() => ({ keyword, results, loading, error, search, ensureSearched }), [keyword, results, loading, error, search, ensureSearched]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}
