import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { fetchProductForAdmin } from '../../bidding';
import { readRelistPhoto, RELIST_PARAM, relistFormValuesOf } from './relist';

/**
 * The ended lot the create form is filled from (`?relist=<id>`), read as the admin sees it (with its
 * reserve) and with its photo; nothing to wait for when the address names none.
 */
export function useRelistSource() {
  const productId = useSearchParams()[0].get(RELIST_PARAM) ?? '';
  const source = useQuery({
    queryKey: [...QUERY_ROOTS.product, 'relist', productId],
    queryFn: async () => {
      const product = await fetchProductForAdmin(productId);
      return { product, values: relistFormValuesOf(product, await readRelistPhoto(product)) };
    },
    enabled: productId !== '',
    staleTime: Infinity,
    retry: false,
  });
  if (productId === '') return { status: 'none' as const };
  if (source.isPending) return { status: 'loading' as const };
  if (source.isError) return { status: 'failed' as const, message: errorMessage(source.error), retry: () => void source.refetch() };
  return { status: 'ready' as const, ...source.data };
}
