import { useContext } from 'react';
import { SearchContext, type SearchContextValue } from './search-context';

export function useSearch(): SearchContextValue {
  const value = useContext(SearchContext);
  if (!value) throw new Error('useSearch must be used inside <SearchProvider>');
  return value;
}
