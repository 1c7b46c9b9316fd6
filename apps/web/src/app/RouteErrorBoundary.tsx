import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { retryFailedDownloads } from '../lib/lazy-screen';
import { ErrorFallback } from './ErrorFallback';

/**
 * Catches a crashed screen; going elsewhere (a link, Back) clears it, so one broken page is not sticky,
 * and a screen whose download failed is downloaded again when tried again or come back to.
 */
export function RouteErrorBoundary({ children, fallback = ErrorFallback }: { children: ReactNode; fallback?: ComponentType<FallbackProps> }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={fallback} resetKeys={[pathname]} onReset={retryFailedDownloads}>
      {children}
    </ErrorBoundary>
  );
}
