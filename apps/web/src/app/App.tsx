import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, Routes } from 'react-router-dom';
import { SessionProvider } from '../features/auth';
import { SearchProvider } from '../features/search';
import { PageSpinner } from '../components/PageSpinner';
import { HydrationProvider } from '../lib/hydration';
import { ErrorFallback } from './ErrorFallback';
import { ForgetDataOfOtherUser } from './ForgetDataOfOtherUser';
import { RefreshFirstScreenFromCache } from './RefreshFirstScreenFromCache';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { appRoutes } from './routes';
import { Toasts } from './Toasts';

interface AppProps {
  /** The query cache, already holding the first screen's data when the server sent it. */
  queryClient: QueryClient;
  /** BrowserRouter in the browser; on the server, a router fixed at the requested URL. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** It starts on the server's HTML of this screen: hydrateRoot in the browser, and the server's own render. */
  hydrating?: boolean;
}

export function App({ queryClient, Router = BrowserRouter, hydrating = false }: AppProps) {
  return (
    <ErrorBoundary FallbackComponent={ErrorFallback}>
      <HydrationProvider hydrating={hydrating}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <SearchProvider>
              <Router>
                <RouteErrorBoundary>
                  <Suspense fallback={<PageSpinner />}>
                    <Routes>
                      {appRoutes}
                    </Routes>
                  </Suspense>
                </RouteErrorBoundary>
                {/* Inside the router: a notice's toast links to its auction. */}
                <Toasts />
              </Router>
            </SearchProvider>
            {/* After the screens: its effect runs once theirs have switched to the new account's queries. */}
            <ForgetDataOfOtherUser />
            <RefreshFirstScreenFromCache />
          </SessionProvider>
        </QueryClientProvider>
      </HydrationProvider>
    </ErrorBoundary>
  );
}
