import { queryOptions } from '@tanstack/react-query';
import { searchWordsOf, type Product, type SearchResponse, type SuggestResponse } from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';
import { LIST_REFRESH_MS, QUERY_ROOTS } from '../../lib/query-keys';
import { BEST_MATCH, listQuery, type ListOptions, type ListSort } from '../catalog';

/** A search without a sort is ranked by the API, best match first. */
const searchParams = (options: ListOptions<ListSort>) => listQuery(options, BEST_MATCH);

export async function fetchSearch(keyword: string, options: ListOptions<ListSort>): Promise<Product[]> {
  // A keyword of punctuation only has no word to find (the API answers [] too); and '.' or '..' in a
  // path would be read as the folder itself or its parent, asking another route.
  if (searchWordsOf(keyword).length === 0) return [];
  const { data } = await apiClient.get<SearchResponse>(`/product/search/${encodeURIComponent(keyword)}`, { params: searchParams(options) });
  return data;
}

/** One search: the keyword with the sort and filters it was asked with. */
export const searchQuery = (keyword: string, options: ListOptions<ListSort>) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.productLists, 'search', keyword, searchParams(options)],
    queryFn: () => fetchSearch(keyword, options),
    refetchInterval: LIST_REFRESH_MS,
  });

/** Names for the header box as the user types. */
export const suggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.productLists, 'suggest', text],
    queryFn: async () => (await apiClient.get<SuggestResponse>('/product/suggest', { params: { q: text } })).data.suggestions,
  });
