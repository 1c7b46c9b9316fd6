import { queryOptions } from '@tanstack/react-query';
import type { MarkNotificationsReadResponse, NotificationsResponse } from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';

/** The signed-in user's notifications and unread count; the user is part of the key. */
export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['notifications', userId],
    queryFn: async () => (await apiClient.get<NotificationsResponse>('/notifications')).data,
  });

/** Without ids, every notification of the user is marked read. */
export async function markNotificationsRead(ids?: string[]): Promise<MarkNotificationsReadResponse> {
  return (await apiClient.post<MarkNotificationsReadResponse>('/notifications/read', ids === undefined ? {} : { ids })).data;
}
