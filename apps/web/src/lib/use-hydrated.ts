import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the app takes over the HTML the server rendered, true from then on (and at once on a
 * page the browser renders itself). What only this browser knows (its session, its wishlist) waits
 * for it: the server rendered the page for a visitor, and the first client render must match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
