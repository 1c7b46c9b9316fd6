import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { refreshFirstScreenFromCache } from './first-screen';

/**
 * Asks again for a first screen the browser took from its cache (refreshFirstScreenFromCache) once
 * the whole page has taken its HTML over: the screens hydrate after the app's shell, and a query
 * update reaching one still hydrating rendered it afresh (React error 418).
 */
export function RefreshFirstScreenFromCache() {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) refreshFirstScreenFromCache(queryClient);
  }, [hydrated, queryClient]);
  return null;
}
