import { useQuery } from '@tanstack/react-query';
import { wishlistQuery } from './wishlist-queries';

/** How often an open cart page asks again: a bid on a watched lot shows within this, focus or not. */
export const OPEN_CART_REFRESH_MS = 10_000;

/**
 * The badge's list is read again on focus; the page showing prices also every few seconds, so a
 * rival's bid shows while the watcher stays on it. Not while the tab is hidden (the query's default).
 */
export function useOpenCartRefresh(userId: string | undefined): void {
  useQuery({ ...wishlistQuery(userId), refetchInterval: OPEN_CART_REFRESH_MS });
}
