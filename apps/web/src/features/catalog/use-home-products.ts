import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { usePagedProducts } from '../../lib/use-paged-products';
import { homeProductsQuery } from './catalog-queries';
import type { ListOptions } from './list-options';
import { useTickedCategories } from './use-ticked-categories';

/**
 * The home page's products: the first page of the current filter, then one more page per 'Load
 * more'. Changing the filter starts again at page 1; the old cards stay until the new list arrives.
 */
export function useHomeProducts(options: ListOptions) {
  const { checked, toggleCategory, resetFilters, forgetCategories } = useTickedCategories();
  const list = usePagedProducts(useInfiniteQuery({ ...homeProductsQuery(checked, options), placeholderData: keepPreviousData }));
  return { ...list, checked, toggleCategory, resetFilters, forgetCategories };
}
