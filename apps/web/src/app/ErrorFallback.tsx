import { useEffect, useRef } from 'react';
import type { FallbackProps } from 'react-error-boundary';

/** The whole app failed: the notice is the page's main content. */
export const ErrorFallback = (props: FallbackProps) => <CrashNotice {...props} Landmark="main" />;

/** One screen failed inside the layout, whose header and <main> stay, so the user can go elsewhere. */
export const ScreenErrorFallback = (props: FallbackProps) => <CrashNotice {...props} Landmark="section" />;

/** A screen's code that did not arrive (offline, the server down), as browsers and Vite word it. */
const isDownloadFailure = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload|error loading dynamically/i.test(error.message);

/**
 * What a screen that crashed shows instead of a blank page: try the screen again, or go home. Home is
 * a plain link, a full load. Try again renders the screen afresh, which also downloads again a screen
 * whose code failed to download (lazyScreen), without leaving the page (offline, a reload would show
 * the browser's own error page). The control that had focus went with the screen, so focus moves to
 * the heading: a keyboard or screen reader user hears what happened and goes on from it.
 */
function CrashNotice({ error, resetErrorBoundary, Landmark }: FallbackProps & { Landmark: 'main' | 'section' }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Landmark className="error-fallback result">
      <h1 ref={heading} tabIndex={-1} className="result-title">Something went wrong</h1>
      <p className="result__text">
        {isDownloadFailure(error) ? 'This page could not be downloaded: BidHub cannot be reached. Check your connection, then try again.' : 'This page stopped working.'} Your bids
        and account are safe on the server.
      </p>
      <div className="result__actions">
        <button type="button" className="btn btn--primary" onClick={resetErrorBoundary}>
          Try again
        </button>
        <a className="btn" href="/home">
          Go to the home page
        </a>
      </div>
    </Landmark>
  );
}
