import { useQuery } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { isAdmin, useSession } from '../auth';
import { fetchProductForAdmin } from './bidding-api';

/**
 * Whether the signed-in user created this lot. Only admins create lots, and only their read of a
 * product names its creator, so nobody else asks. The server refuses a seller's bid on their own lot;
 * the page says so before they try. `productId` is undefined while the product is still loading.
 */
export function useOwnLot(productId: string | undefined): boolean {
  const { session } = useSession();
  const admin = session !== undefined && isAdmin(session.user);
  const { data: createdBy } = useQuery({
    queryKey: [...QUERY_ROOTS.product, 'created-by', productId],
    queryFn: async () => (await fetchProductForAdmin(productId!)).createdBy ?? null,
    enabled: admin && productId !== undefined,
    // A lot's creator never changes.
    staleTime: Infinity,
  });
  return admin && createdBy === session.user._id;
}
