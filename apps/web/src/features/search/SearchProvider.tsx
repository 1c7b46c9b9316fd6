import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { Product, SearchResponse } from '@bidhub/contracts';
import { apiClient, errorMessage } from '../../lib/api-client';
import { SearchContext } from './search-context';

/** The spec's search state: the keyword and its results, shared by the header's box and /search. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<Product[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const latest = useRef<{ keyword: string; failed: boolean; requestId: number }>({ keyword: '', failed: true, requestId: 0 });

  const search = useCallback(async (wanted: string) => {
    const requestId = latest.current.requestId + 1;
    latest.current = { keyword: wanted, failed: false, requestId };
    setKeyword(wanted);
    setLoading(true);
    setError(undefined);
    try {
      const { data } = await apiClient.get<SearchResponse>(`/product/search/${encodeURIComponent(wanted)}`);
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
    async (wanted: string) => {
      // Running or done already (the header's box searched before navigating here): nothing to ask.
      const { keyword: current, failed } = latest.current;
      if (current === wanted && !failed) return;
      await search(wanted);
    },
    [search],
  );

  const value = useMemo(() => ({ keyword, results, loading, error, search, ensureSearched }), [keyword, results, loading, error, search, ensureSearched]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}
