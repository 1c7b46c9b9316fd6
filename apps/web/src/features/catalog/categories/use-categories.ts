import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Category } from '@bidhub/contracts';
import { errorMessage } from '../../../lib/api-client';
import { CATEGORIES_KEY, categoriesQuery } from '../catalog-queries';

const NONE: Category[] = [];

/** The category list from the shared cache: asked once, however many screens show it. */
export function useCategories() {
  const { data, isPending, isFetching, error } = useQuery(categoriesQuery());
  const queryClient = useQueryClient();
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }), [queryClient]);
  return {
    /** Sorted by name, as the server sends them; empty until loaded. */
    categories: data ?? NONE,
    loading: isPending || isFetching,
    /** The server's message when the last load failed. */
    error: error ? errorMessage(error) : undefined,
    /** Loads the list again. */
    reload,
  };
}
