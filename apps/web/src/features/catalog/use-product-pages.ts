import { useCallback, useEffect, useState } from 'react';
import type { Product, ProductCountResponse, ProductListResponse } from '@bidhub/contracts';
import { apiClient, errorMessage } from '../../lib/api-client';

/** Newest products, one server page at a time, with the total so 'Load more' knows when to stop. */
export function useProductPages() {
  const [products, setProducts] = useState<Product[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  useEffect(() => {
    apiClient
      .get<ProductCountResponse>('/product/product-count')
      .then((response) => setTotal(response.data.total))
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, []);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    apiClient
      .get<ProductListResponse>(`/product/product-list/${page}`)
      .then((response) => {
        if (!cancelled) setProducts((loaded) => (page === 1 ? response.data.products : [...loaded, ...response.data.products]));
      })
      .catch((failure: unknown) => !cancelled && setError(errorMessage(failure)))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [page]);

  const loadMore = useCallback(() => setPage((current) => current + 1), []);
  return { products, total, loading, error, loadMore, hasMore: products.length < total };
}
