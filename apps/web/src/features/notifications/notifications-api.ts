import { queryOptions } from '@tanstack/react-query';
import type { MarkNotificationsReadRequest, MarkNotificationsReadResponse, NotificationsResponse } from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';

/**
 * How many notices GET /notifications lists, newest first (NOTIFICATION_LIMITS.listed), kept here:
 * the contracts' notifications module would bring zod into every signed-in screen.
 */
export const LISTED_NOTICES = 50;

/**
 * The signed-in user's notifications and unread count; the user is part of the key. Read again when
 * the tab comes back into view: notices read in another tab or on another device are no longer
 * counted or listed as new here, which the live stream (new notices only) never says.
 */
export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['notifications', userId],
    queryFn: async () => (await apiClient.get<NotificationsResponse>('/notifications')).data,
    refetchOnWindowFocus: 'always',
  });

/** The page of notices listed after `before` (the last one a page listed), newest first. */
export async function fetchOlderNotifications(before: string): Promise<NotificationsResponse> {
  return (await apiClient.get<NotificationsResponse>('/notifications', { params: { before } })).data;
}

/** Without ids, every notification of the user is marked read. */
export async function markNotificationsRead(ids?: string[]): Promise<MarkNotificationsReadResponse> {
  return (await apiClient.post<MarkNotificationsReadResponse>('/notifications/read', (ids === undefined ? {} : { ids }) satisfies MarkNotificationsReadRequest)).data;
}
