import { NOTIFICATION_LIMITS, type MarkNotificationsReadResponse, type Notification, type NotificationsResponse } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { toNotification } from './notification-view.js';
import { pendingNotification, type PendingNotification } from './planned-notifications.js';
import { countUnread, findNotifications, insertNotifications, markRead, type NewNotification, type NoticeProduct } from './notifications-queries.js';

/**
 * Stores notices in the caller's transaction (a closing's, a deletion's) and returns what to publish
 * after it commits: a notice must never reach a stream for a change that rolled back.
 */
export async function recordNotifications(
  db: Database,
  notices: readonly NewNotification[],
  product: NoticeProduct,
  createdAt: Date,
): Promise<PendingNotification[]> {
  const inserted = await insertNotifications(db, notices, product, createdAt);
  return inserted.map(({ id, userId, kind }) => {
    const notice = notices.find((candidate) => candidate.userId === userId && candidate.kind === kind)!;
    return pendingNotification(id, notice, product, createdAt);
  });
}

export function createNotificationsService(db: Database) {
  return {
    async list(userId: string): Promise<NotificationsResponse> {
      const [rows, unread] = await Promise.all([findNotifications(db, userId, NOTIFICATION_LIMITS.listed), countUnread(db, userId)]);
      return { success: true, notifications: rows.map(toNotification), unread };
    },

    /** What a live stream reads after a gap in the bus: the notices stored from `since` on, oldest first. */
    async storedSince(userId: string, since: Date): Promise<Notification[]> {
      const rows = await findNotifications(db, userId, NOTIFICATION_LIMITS.listed, since);
      return rows.map(toNotification).reverse();
    },

    async markRead(userId: string, ids: readonly string[] | undefined): Promise<MarkNotificationsReadResponse> {
      await markRead(db, userId, ids, new Date());
      return { success: true, unread: await countUnread(db, userId) };
    },
  };
}
