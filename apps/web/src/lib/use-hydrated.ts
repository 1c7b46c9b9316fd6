import { createContext, useContext } from 'react';

/** Provided by HydrationProvider (lib/hydration.tsx); outside it (a test, a screen of its own), true. */
export const HydratedContext = createContext(true);

/**
 * False while the app takes over the HTML the server rendered, true from then on (and at once on a
 * page the browser renders itself). What only this browser knows (its session, its wishlist) waits
 * for it: the server rendered the page for a visitor, and the first client render must match.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
