import { createContext } from 'react';
import type { Product } from '@bidhub/contracts';
import type { ListOptions, ListSort } from '../catalog';

export interface SearchContextValue {
  /** The last keyword searched for; empty before the first search. */
  keyword: string;
  results: Product[];
  loading: boolean;
  /** The server's message when the last search failed. */
  error: string | undefined;
  /** The server refused the keyword itself (too long): asking again cannot help, another keyword can. */
  refused: boolean;
  /** Asks the server for `keyword`; the newest search wins when several overlap. */
  search: (keyword: string, options?: ListOptions<ListSort>) => Promise<void>;
  /** Searches unless `keyword` is already in the cache, running or done (a failed one is asked again). */
  ensureSearched: (keyword: string, options?: ListOptions<ListSort>) => Promise<void>;
}

export const SearchContext = createContext<SearchContextValue | undefined>(undefined);
