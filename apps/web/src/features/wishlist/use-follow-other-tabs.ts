import { useEffect } from 'react';

/**
 * This tab's one channel to the browser's other tabs. Signed in, the list lives on the account and in
 * each tab's memory, not in storage, so no storage event tells the others that it changed. A channel
 * does not hear its own messages, so a tab never reloads for its own change.
 */
let channel: BroadcastChannel | undefined;
/** Made on first use in a browser: the server's render of the first screen never opens one. */
const tabsChannel = () => (channel ??= typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('bidhub-wishlist'));

/** Tells the browser's other tabs that the account's list changed. */
export function announceToOtherTabs(): void {
  tabsChannel()?.postMessage('changed');
}

/** Calls `reload` when another tab changes `storageKey`, clears storage, or announces an account change. */
export function useFollowOtherTabs(storageKey: string, reload: () => void) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) reload();
    };
    const announcements = tabsChannel();
    window.addEventListener('storage', onStorage);
    announcements?.addEventListener('message', reload);
    return () => {
      window.removeEventListener('storage', onStorage);
      announcements?.removeEventListener('message', reload);
    };
  }, [storageKey, reload]);
}
