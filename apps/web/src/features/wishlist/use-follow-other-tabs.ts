import { useEffect } from 'react';

/** Calls `reload` when the window regains focus or another tab changes `storageKey` (or clears storage). */
export function useFollowOtherTabs(storageKey: string, reload: () => void) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) reload();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', reload);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', reload);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [storageKey, reload]);
}
