import type { Product } from '@bidhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { millisecondsUntilOnServer } from '../../lib/server-clock';

/** Asked just after the end: a late bid's extension is on the server at once, a close's result within it. */
const AFTER_END_MS = 1500;
/** setTimeout fires at once for longer waits (about 24.8 days); a page open that long asks again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * How long until the first of these auctions that were open when listed reaches its end, on the
 * server's clock as measured when their reply arrived (a list shown from the cache is not late by its age).
 */
function untilFirstEnd(products: Product[]): number | undefined {
  const waits = products.filter((product) => product.status === 'open').map((product) => millisecondsUntilOnServer(product.endtime, product.serverTime));
  return waits.length === 0 ? undefined : Math.min(...waits);
}

/**
 * Lists of cards are not followed live: when the first open auction on screen reaches its end, the
 * lists are asked again, so a card shows the end a late bid moved, or the result, never a stale
 * 'Ended, won by' for an auction still open.
 */
export function useRefreshAtNextEnd(products: Product[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const wait = untilFirstEnd(products);
    if (wait === undefined) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.productLists }), Math.min(wait + AFTER_END_MS, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [products, queryClient]);
}
