import { useCallback, useEffect, useState } from 'react';
import type { Category, Product } from '@bidhub/contracts';
import { errorMessage } from '../../lib/api-client';
import { fetchCategoryPage } from './catalog-api';
import type { ListOptions } from './list-options';

interface CategoryQuery {
  slug: string;
  page: number;
  options: ListOptions;
}

/** One category's products, a server page (?page=) at a time, with the category and its total. */
export function useCategoryProducts(slug: string, options: ListOptions) {
  // A new object on every change, so asking for the same page again (a retry) fetches again.
  const [query, setQuery] = useState<CategoryQuery>({ slug, page: 1, options });
  const [category, setCategory] = useState<Category>();
  const [products, setProducts] = useState<Product[]>([]);
  const [total, setTotal] = useState(0);
  const [loadedPage, setLoadedPage] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  // Another category chosen in the header while this page is open starts over at its first page.
  if (query.slug !== slug) {
    setQuery({ slug, page: 1, options });
    setCategory(undefined);
    setProducts([]);
    setLoadedPage(0);
    setLoading(true);
  } else if (query.options !== options) {
    // Another sort or filter (a control, Back): the same category from its first page.
    setQuery({ slug, page: 1, options });
  }

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(undefined);
    fetchCategoryPage(query.slug, query.page, query.options)
      .then((reply) => {
        if (cancelled) return;
        setCategory(reply.category);
        setProducts((loaded) => (query.page === 1 ? reply.products : [...loaded, ...reply.products]));
        setTotal(reply.total ?? reply.products.length);
        setLoadedPage(query.page);
      })
      .catch((failure: unknown) => !cancelled && setError(errorMessage(failure)))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [query]);

  // After a failed page the next press asks for that same page again, so none is skipped.
  const loadMore = useCallback(() => setQuery((current) => ({ ...current, page: loadedPage + 1 })), [loadedPage]);
  const retry = useCallback(() => setQuery((current) => ({ ...current })), []);

  return { category, products, total, loading, error, loadMore, retry, hasMore: !error && loadedPage > 0 && products.length < total };
}
