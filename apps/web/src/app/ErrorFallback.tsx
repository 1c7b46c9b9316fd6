import type { FallbackProps } from 'react-error-boundary';

/**
 * What a screen that crashed shows instead of a blank page: try the screen again, or go home. Home is
 * a plain link, a full load, so it also recovers from a route chunk that failed to download.
 */
export function ErrorFallback({ resetErrorBoundary }: FallbackProps) {
  return (
    <main className="error-fallback result">
      <h1 className="result-title">Something went wrong</h1>
      <p className="result__text">This page stopped working. Your bids and account are safe on the server.</p>
      <div className="result__actions">
        <button type="button" className="btn btn--primary" onClick={resetErrorBoundary}>
          Try again
        </button>
        <a className="btn" href="/home">
          Go to the home page
        </a>
      </div>
    </main>
  );
}
