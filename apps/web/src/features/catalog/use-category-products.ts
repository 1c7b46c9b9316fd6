import { useInfiniteQuery } from '@tanstack/react-query';
import { usePagedProducts } from '../../lib/use-paged-products';
import { categoryProductsQuery } from './catalog-queries';
import type { ListOptions } from './list-options';

/** One category's products, a page at a time, with the category and its total. */
export function useCategoryProducts(slug: string, options: ListOptions) {
  const list = usePagedProducts(
    useInfiniteQuery({
      ...categoryProductsQuery(slug, options),
      // Another sort keeps the cards until its list arrives; another category starts empty.
      placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
    }),
  );
  return { ...list, category: list.firstPage?.category };
}
