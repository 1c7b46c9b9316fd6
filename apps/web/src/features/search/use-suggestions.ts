import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SuggestResponse } from '@bidhub/contracts';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { suggestionsQuery } from './search-api';

/** Typing pauses this long before the server is asked, so a fast typist sends one request, not one per key. */
const DEBOUNCE_MS = 200;

const NONE: SuggestResponse['suggestions'] = [];

/** Names for the header box as the user types: the newest text wins, a failed request shows none. */
export function useSuggestions(typed: string): SuggestResponse['suggestions'] {
  const wanted = typed.trim();
  const settled = useDebouncedValue(wanted, DEBOUNCE_MS);
  // The previous names stay while the next ones are on their way, rather than the list flickering empty.
  const { data, isError } = useQuery({ ...suggestionsQuery(settled), enabled: settled !== '', placeholderData: keepPreviousData });
  if (!wanted || isError) return NONE;
  return data ?? NONE;
}
