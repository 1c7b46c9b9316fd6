import { useInfiniteQuery } from '@tanstack/react-query';
import { usePagedProducts } from '../../../lib/use-paged-products';
import { adminProductsQuery } from '../admin-queries';

/** Every product, newest first, one server page per 'Load more', with the total to know when to stop. */
export function useAdminProductPages() {
  return usePagedProducts(useInfiniteQuery(adminProductsQuery()));
}
