import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import type { Product } from '@bidhub/contracts';
import { errorMessage, errorStatus, isNetworkError } from '../../lib/api-client';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { millisecondsUntilOnServer } from '../../lib/server-clock';
import { noticeToastId } from '../../lib/toast-ids';
import { type BidState, withNewerBidState } from './bid-state';
import { productQuery } from './bidding-queries';

/** The lot an admin deleted while its page showed it: what the page can still say of it. */
export type RemovedLot = Pick<Product, '_id' | 'name' | 'bidCount'>;

const removedLotOf = ({ _id, name, bidCount }: Product): RemovedLot => ({ _id, name, bidCount });

export type ProductLoad =
  | { status: 'loading' }
  | { status: 'not-found'; removed?: RemovedLot | undefined }
  | { status: 'failed'; message: string }
  | { status: 'ready'; product: Product };

/** How many times a failed read of a lot already on screen is asked again (1, 2, 4 s apart). */
export const READ_AGAIN_RETRIES = 3;
/** How often the page of an ended lot asks whether an admin has reopened it. */
export const ENDED_REFRESH_MS = 30_000;
/** Ended on the server's clock (a device set minutes wrong must not stop the asking, or start it early). */
const ended = (product: Product | undefined) => product !== undefined && millisecondsUntilOnServer(product.endtime, product.serverTime) <= 0;

/**
 * The product behind /product/{slug} (and the admin's edit page), kept current by whatever bid state
 * arrives later. `followReopening`: an ended lot's page keeps no live stream, yet an admin may move
 * the end of a lot without bids later: the page asks again every half minute and when its tab is
 * shown again, and goes live once the lot is open.
 */
export function useProduct(slug: string, { followReopening = false } = {}) {
  const query = productQuery(slug);
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery({
    ...query,
    refetchInterval: (current) => (followReopening && ended(current.state.data) ? ENDED_REFRESH_MS : false),
    refetchOnWindowFocus: (current) => followReopening && ended(current.state.data),
    // Reading again a lot on screen (after an admin's edit, a refused bid) is asked again by itself
    // when it meets no network: the page had nothing else to correct it. A first load says at once
    // that it failed, with its Try again.
    retry: (failures, failure) => failures < READ_AGAIN_RETRIES && isNetworkError(failure) && queryClient.getQueryData(query.queryKey) !== undefined,
  });

  // Our own bid's reply and the live events both land in the cache; the newer state wins there.
  const applyBidState = useCallback(
    (update: BidState) => queryClient.setQueryData(query.queryKey, (current) => current && withNewerBidState(current, update)),
    [queryClient, query.queryKey],
  );
  const retry = useCallback(() => void refetch(), [refetch]);
  // Forgets the shown auction and asks again, which answers 404: the page then says it was removed.
  const [removed, setRemoved] = useState<RemovedLot>();
  const forgetRemoved = useCallback(
    (productId: string) => {
      // A bidder's own 'removed' notice says the same and takes this toast's place.
      toast.error('This auction has been removed; bids on it no longer count.', { id: noticeToastId(productId, 'removed') });
      // Kept to say what was removed, instead of a bare 'not found' (outside audit R4).
      if (data?._id === productId) setRemoved(removedLotOf(data));
      void queryClient.resetQueries({ queryKey: query.queryKey });
      // The wishlist dropped it too: the header's badge must not count it.
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.wishlist });
    },
    [queryClient, query.queryKey, data],
  );

  let load: ProductLoad;
  // A 404 on reading again means the lot was deleted since: the copy in hand no longer stands.
  // A lot read before and 404 now was on screen and has been deleted (the live stream said so, or,
  // on an ended lot's page, the bidder's notice had it read again): the page says which one.
  if (errorStatus(error) === 404) load = { status: 'not-found', removed: removed ?? (data && removedLotOf(data)) };
  else if (data) load = { status: 'ready', product: data };
  else if (error) load = { status: 'failed', message: errorMessage(error) };
  else load = { status: 'loading' };
  return { load, applyBidState, retry, forgetRemoved };
}
