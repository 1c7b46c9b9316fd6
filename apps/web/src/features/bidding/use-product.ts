import { useCallback, useEffect, useState } from 'react';
import type { Product, ProductReply } from '@bidhub/contracts';
import { apiClient, errorMessage, errorStatus } from '../../lib/api-client';
import { type BidState, withNewerBidState } from './bid-state';

export type ProductLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; product: Product };

/** The product behind /product/{slug} (and the admin's edit page), kept current by whatever bid state arrives later. */
export function useProduct(slug: string) {
  const [load, setLoad] = useState<ProductLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    apiClient
      .get<ProductReply>(`/product/get-product/${encodeURIComponent(slug)}`)
      .then((response) => !cancelled && setLoad({ status: 'ready', product: response.data.product }))
      .catch((failure: unknown) => {
        if (cancelled) return;
        setLoad(errorStatus(failure) === 404 ? { status: 'not-found' } : { status: 'failed', message: errorMessage(failure) });
      });
    return () => {
      cancelled = true;
    };
  }, [slug, attempt]);

  const applyBidState = useCallback(
    (update: BidState) => setLoad((current) => (current.status === 'ready' ? { status: 'ready', product: withNewerBidState(current.product, update) } : current)),
    [],
  );
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, applyBidState, retry };
}
