import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { HydratedContext } from './use-hydrated';

interface HydrationProviderProps {
  /** The app starts on HTML the server rendered (hydrateRoot), or renders on its own. */
  hydrating: boolean;
  children: ReactNode;
}

/**
 * Says when the app has taken the server's HTML over: after the first commit. The change is a
 * transition, so the screens waiting for it (the session, the wishlist, the enabled controls)
 * re-render in slices that yield to input. As a synchronous update (useSyncExternalStore) it was
 * one task of ~250 ms on /home at a phone's CPU speed (4x slowdown), right after hydration.
 */
export function HydrationProvider({ hydrating, children }: HydrationProviderProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
