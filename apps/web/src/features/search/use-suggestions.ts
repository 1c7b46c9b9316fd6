import { useEffect, useState } from 'react';
import type { SuggestResponse } from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';

/** Typing pauses this long before the server is asked, so a fast typist sends one request, not one per key. */
const DEBOUNCE_MS = 200;

/** Names for the header box as the user types: the newest text wins, a failed request shows none. */
export function useSuggestions(typed: string): SuggestResponse['suggestions'] {
  const [suggestions, setSuggestions] = useState<SuggestResponse['suggestions']>([]);
  const wanted = typed.trim();

  useEffect(() => {
    if (!wanted) {
      setSuggestions([]);
      return undefined;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      apiClient
        .get<SuggestResponse>('/product/suggest', { params: { q: wanted } })
        .then(({ data }) => !cancelled && setSuggestions(data.suggestions))
        .catch(() => !cancelled && setSuggestions([]));
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [wanted]);

  return suggestions;
}
