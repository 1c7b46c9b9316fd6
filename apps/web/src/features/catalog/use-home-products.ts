import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePagedProducts } from '../../lib/use-paged-products';
import { homeProductsQuery } from './catalog-queries';
import type { ListOptions } from './list-options';

/**
 * The home page's products: the first page of the current filter, then one more page per 'Load
 * more'. Changing the filter starts again at page 1; the old cards stay until the new list arrives.
 */
export function useHomeProducts(options: ListOptions) {
  /** Ids of the categories ticked in the filter; empty shows every category. */
  const [checked, setChecked] = useState<string[]>([]);
  const list = usePagedProducts(useInfiniteQuery({ ...homeProductsQuery(checked, options), placeholderData: keepPreviousData }));

  const toggleCategory = useCallback((categoryId: string, selected: boolean) => {
    setChecked((current) => (selected ? [...current.filter((id) => id !== categoryId), categoryId] : current.filter((id) => id !== categoryId)));
  }, []);
  const resetFilters = useCallback(() => setChecked([]), []);
  return { ...list, checked, toggleCategory, resetFilters };
}
