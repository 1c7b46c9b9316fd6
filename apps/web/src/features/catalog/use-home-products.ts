import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { Product } from '@bidhub/contracts';
import { errorMessage } from '../../lib/api-client';
import { fetchHomePage } from './catalog-api';
import type { ListOptions } from './list-options';

interface HomeQuery {
  /** Ids of the categories ticked in the filter; empty shows every category. */
  checked: string[];
  page: number;
  options: ListOptions;
}

/**
 * The home page's products: the first page of the current filter, then one more page per 'Load
 * more'. Changing the filter starts again at page 1 and the new list replaces the old one.
 */
export function useHomeProducts(options: ListOptions) {
  // A new object on every change, so asking for the same page again (a retry) fetches again.
  const [query, setQuery] = useState<HomeQuery>({ checked: [], page: 1, options });
  const [products, setProducts] = useState<Product[]>([]);
  const [total, setTotal] = useState(0);
  const [loadedPage, setLoadedPage] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  // Another sort or filter in the URL (a control, Back) starts over at page 1.
  if (query.options !== options) setQuery(({ checked }) => ({ checked, page: 1, options }));

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(undefined);
    fetchHomePage(query.checked, query.page, query.options)
      .then(({ products: pageProducts, total: matching }) => {
        if (cancelled) return;
        setProducts((loaded) => (query.page === 1 ? pageProducts : [...loaded, ...pageProducts]));
        if (matching !== undefined) setTotal(matching);
        setLoadedPage(query.page);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        // Cards of the previous filter would pass for results of the new one.
        if (query.page === 1) setProducts([]);
        setError(errorMessage(failure));
        toast.error('Something Went Wrong');
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      // A reply for a filter the user has already changed must not overwrite the newer list.
      cancelled = true;
    };
  }, [query]);

  const toggleCategory = useCallback((categoryId: string, selected: boolean) => {
    setQuery(({ checked, options: current }) => ({
      checked: selected ? [...checked.filter((id) => id !== categoryId), categoryId] : checked.filter((id) => id !== categoryId),
      page: 1,
      options: current,
    }));
  }, []);
  const resetFilters = useCallback(() => setQuery(({ options: current }) => ({ checked: [], page: 1, options: current })), []);
  // After a failed page the next press asks for that same page again, so none is skipped.
  const loadMore = useCallback(() => setQuery((current) => ({ ...current, page: loadedPage + 1 })), [loadedPage]);
  const retry = useCallback(() => setQuery((current) => ({ ...current })), []);

  const replacing = loading && query.page === 1;
  return {
    checked: query.checked,
    products,
    total,
    loading,
    /** True while a new filter's first page is on its way; the old cards are still shown. */
    replacing,
    error,
    toggleCategory,
    resetFilters,
    loadMore,
    retry,
    // Not while a new filter's first page is on its way: the next page would be counted from the old list.
    hasMore: !error && !replacing && loadedPage > 0 && products.length < total,
  };
}
