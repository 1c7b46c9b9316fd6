import type { Product } from '@bidhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { adminApi } from '../admin-api';

export type AdminProductLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; product: Product };

/** The product behind /dashboard/admin/product/{slug}, as the server has it now. */
export function useAdminProduct(slug: string) {
  const [load, setLoad] = useState<AdminProductLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    adminApi
      .product(slug, controller.signal)
      .then((product) => setLoad({ status: 'ready', product }))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(errorStatus(failure) === 404 ? { status: 'not-found' } : { status: 'failed', message: errorMessage(failure) });
      });
    return () => controller.abort();
  }, [slug, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, retry };
}
