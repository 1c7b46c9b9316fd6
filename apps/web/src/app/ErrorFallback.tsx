import { useEffect, useRef } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { isFailedDownload } from '../lib/stale-release';

/**
 * What a screen that crashed shows instead of a blank page: try the screen again, or go home. Home is
 * a plain link, a full load. A screen whose code failed to download stays failed in React until the
 * page loads again, so there Try again reloads. The control that had focus went with the screen, so
 * focus moves to the heading: a keyboard or screen reader user hears what happened and goes on from it.
 */
export function ErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const tryAgain = isFailedDownload(error) ? () => window.location.reload() : resetErrorBoundary;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="error-fallback result">
      <h1 ref={heading} tabIndex={-1} className="result-title">Something went wrong</h1>
      <p className="result__text">This page stopped working. Your bids and account are safe on the server.</p>
      <div className="result__actions">
        <button type="button" className="btn btn--primary" onClick={tryAgain}>
          Try again
        </button>
        <a className="btn" href="/home">
          Go to the home page
        </a>
      </div>
    </main>
  );
}
