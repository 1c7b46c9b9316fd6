import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { Category, CategoryListResponse } from '@bidhub/contracts';
import { apiClient, errorMessage } from '../../../lib/api-client';
import { CategoriesContext } from './categories-context';

/**
 * The category list, loaded once for the whole app: the header's dropdown, the home filter and
 * the categories page all show the same list without asking the server three times.
 */
export function CategoriesProvider({ children }: { children: ReactNode }) {
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const { data } = await apiClient.get<CategoryListResponse>('/category/get-category');
      setCategories(data.category);
      setError(undefined);
    } catch (failure) {
      setError(errorMessage(failure));
      toast.error('Something went wrong in getting category');
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const value = useMemo(() => ({ categories, loading, error, reload }), [categories, loading, error, reload]);
  return <CategoriesContext.Provider value={value}>{children}</CategoriesContext.Provider>;
}
