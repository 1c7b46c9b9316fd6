import { QueryCache, QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { endedSession } from './session-events';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorToast`: the toast a failed load shows, once per query however many screens use it. */
    queryMeta: { errorToast?: string };
  }
}

/**
 * The app's one query cache. No automatic retries or refetch on focus: a failure shows at once with
 * its Retry button, as the screens did before, and a page does not reload under the user's eyes.
 * Requests go out whatever the browser says of the network ('always'): by default TanStack Query
 * holds them while it believes the browser offline, so a search or a filter did nothing, with no
 * message, then ran minutes later on a page the user had left, and a bid would have been placed
 * long after its user gave up on it. Offline, a request now fails at once and says so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The query hash as the toast id: a retry that fails again replaces its toast instead of stacking.
        // A session that ended under the load has its own toast.
        if (query.meta?.errorToast && !endedSession(error)) toast.error(query.meta.errorToast, { id: query.queryHash });
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}
