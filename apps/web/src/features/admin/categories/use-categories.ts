import type { Category } from '@bidhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-client';
import { adminApi } from '../admin-api';

export const CATEGORY_LOAD_FAILED = 'Something went wrong in getting category';

/** Every category, sorted by name by the server; `reload` fetches them again after a change. */
export function useCategories() {
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    adminApi
      .categories()
      .then((loaded) => {
        if (cancelled) return;
        setCategories(loaded);
        setError(undefined);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        toast.error(CATEGORY_LOAD_FAILED);
        setError(errorMessage(failure));
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { categories, loading, error, reload };
}
