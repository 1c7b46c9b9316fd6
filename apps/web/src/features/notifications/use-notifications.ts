import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Notification, NotificationsResponse } from '@bidhub/contracts';
import { errorMessage } from '../../lib/api-client';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { usePageInView } from '../../lib/use-page-in-view';
import { announceNotice } from './announce-notice';
import { followSharedNotifications, tellReadElsewhere } from './shared-notice-stream';
import { LISTED_NOTICES, markNotificationsRead, notificationsQuery } from './notifications-api';

const withNew = (list: NotificationsResponse | undefined, notification: Notification): NotificationsResponse | undefined =>
  list && {
    ...list,
    notifications: [notification, ...list.notifications.filter((shown) => shown._id !== notification._id)].slice(0, LISTED_NOTICES),
    unread: list.unread + 1,
  };

/** At most this many notices that came while the stream was down interrupt the page when it is back. */
const MISSED_TOASTS = 3;

/**
 * Notices stored while the stream was down reach the list when it reconnects, not the stream: the
 * unread ones the user did not have yet, oldest first, get the toast they would have had live.
 */
function announceMissed(list: NotificationsResponse | undefined, had: ReadonlySet<string>) {
  const missed = (list?.notifications ?? []).filter((notification) => !notification.read && !had.has(notification._id));
  missed.slice(0, MISSED_TOASTS).reverse().forEach(announceNotice);
}

/**
 * Marks notices read: the unread among `shown` (what the bell lists; notices it never showed stay
 * unread), or with `'all'` every one, those on pages not shown too, whose count goes at once.
 */
function useMarkRead(queryKey: readonly unknown[], userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (shown: readonly Notification[] | 'all') => {
      const ids = shown === 'all' ? undefined : shown.filter((notification) => !notification.read).map((notification) => notification._id);
      // An empty list would mean 'all' to the server.
      if (ids?.length === 0) return;
      if (ids === undefined) queryClient.setQueryData<NotificationsResponse>(queryKey, (list) => list && { ...list, unread: 0 });
      markNotificationsRead(ids)
        .then((reply) => {
          queryClient.setQueryData<NotificationsResponse>(queryKey, (list) => list && { ...list, unread: reply.unread });
          tellReadElsewhere(userId);
        })
        .catch(() => void queryClient.invalidateQueries({ queryKey }));
    },
    [queryClient, queryKey, userId],
  );
}

/** The notices the user has had (listed, or heard live), once the list loaded: a reconnect announces the others. */
function useHadNotices(userId: string, data: NotificationsResponse | undefined) {
  const had = useRef<Set<string>>(undefined);
  // Another account signed in here (or in another tab): what it had before is its own news, not missed.
  const hadUser = useRef(userId);
  if (hadUser.current !== userId) {
    hadUser.current = userId;
    had.current = undefined;
  }
  if (data) had.current = new Set([...(had.current ?? []), ...data.notifications.map((notification) => notification._id)]);
  return had;
}

/** The signed-in user's notifications, kept current by the live stream, with the unread count. */
export function useNotifications(userId: string, token: string) {
  const queryClient = useQueryClient();
  // One key object per user: the stream's effect must not reconnect on every render.
  const query = useMemo(() => notificationsQuery(userId), [userId]);
  const { data, error, isPending, refetch } = useQuery(query);
  const had = useHadNotices(userId, data);

  // Out of view (a background tab) the stream is let go, its connection left for the tabs in use;
  // shown again, it reconnects, and what came meanwhile is read and announced as after any gap. The
  // tabs in view share one stream (followSharedNotifications).
  const inView = usePageInView();
  useEffect(() => {
    if (!inView) return;
    const controller = new AbortController();
    followSharedNotifications(
      userId,
      token,
      {
        // Whatever came while the stream was down is in the list now.
        onOpen: () => {
          const hadBefore = had.current && new Set(had.current);
          void queryClient.invalidateQueries({ queryKey: query.queryKey }).then(() => {
            if (hadBefore) announceMissed(queryClient.getQueryData(query.queryKey), hadBefore);
          });
        },
        onNotification: (notification) => {
          // A reply still on its way was read before this notice was stored and would take the count
          // back: it is cancelled first, and the list asked again after the notice is counted.
          void queryClient.cancelQueries({ queryKey: query.queryKey }).then(() => {
            queryClient.setQueryData(query.queryKey, (list) => withNew(list, notification));
            void queryClient.invalidateQueries({ queryKey: query.queryKey });
          });
          // A notice means one of the user's auctions moved or ended: lists on screen (my bids, the
          // home page's cards) would otherwise keep saying 'Winning' beside an outbid toast.
          void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.productLists });
          // A deleted lot has left the wishlist, which the header's badge counted, and its open page
          // reads again to say it is gone: an ended lot's page keeps no live stream to hear it.
          if (notification.kind === 'removed') for (const queryKey of [QUERY_ROOTS.wishlist, QUERY_ROOTS.product]) void queryClient.invalidateQueries({ queryKey });
          announceNotice(notification);
        },
        onReadElsewhere: () => void queryClient.invalidateQueries({ queryKey: query.queryKey }),
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [userId, token, queryClient, query.queryKey, inView]);

  const markRead = useMarkRead(query.queryKey, userId);
  const retry = useCallback(() => void refetch(), [refetch]);
  // A failed load is said in the panel: 'No notifications yet' would be untrue.
  const loadError = data === undefined && error ? errorMessage(error) : undefined;
  return { notifications: data?.notifications ?? [], hasOlder: data?.hasOlder ?? false, unread: data?.unread ?? 0, loading: isPending && !error, loadError, retry, markRead };
}
