import type { Product } from '@bidhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-client';
import { adminApi } from '../admin-api';

const PAGE_SIZE = 12;

/** Every product, newest first, one server page per 'Load more', with the total to know when to stop. */
export function useAdminProductPages() {
  const [products, setProducts] = useState<Product[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(undefined);
    adminApi
      .productPage(page, PAGE_SIZE)
      .then((reply) => {
        if (cancelled) return;
        setTotal(reply.total ?? 0);
        // A product created meanwhile shifts the pages by one; the shifted one must not show twice.
        setProducts((loaded) => {
          const kept = page === 1 ? [] : loaded;
          const known = new Set(kept.map((product) => product._id));
          return [...kept, ...reply.products.filter((product) => !known.has(product._id))];
        });
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        toast.error('Something went wrong');
        setError(errorMessage(failure));
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [page, attempt]);

  const loadMore = useCallback(() => setPage((current) => current + 1), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { products, total, loading, error, loadMore, retry, hasMore: !error && products.length < total };
}
