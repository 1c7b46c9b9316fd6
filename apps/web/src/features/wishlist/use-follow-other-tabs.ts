import { useEffect } from 'react';

/** Calls `reload` when another tab changes `storageKey` or clears storage (a tab never hears its own writes). */
export function useFollowOtherTabs(storageKey: string, reload: () => void) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey, reload]);
}
