import { NOTIFICATION_LIMITS, type MarkNotificationsReadResponse, type Notification, type NotificationsResponse } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { toNotification } from './notification-view.js';
import { pendingNotification, type PendingNotification } from './planned-notifications.js';
import { countUnread, findNotifications, insertNotifications, isNotificationOf, markRead, type NewNotification, type NoticeProduct } from './notifications-queries.js';

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
    /** A page of 50, newest first: the first, or the one after the notice `before` (one more row read tells whether another follows). */
    async list(userId: string, before?: string): Promise<NotificationsResponse> {
      const { listed } = NOTIFICATION_LIMITS;
      const [rows, unread] = await Promise.all([findNotifications(db, userId, listed + 1, { before }), countUnread(db, userId)]);
      if (before !== undefined && rows.length === 0 && !(await isNotificationOf(db, userId, before))) {
        throw AppError.badRequest('before must be the _id of one of your notifications');
      }
      return { success: true, notifications: rows.slice(0, listed).map(toNotification), unread, hasOlder: rows.length > listed };
    },

    /** What a live stream reads after a gap in the bus: the notices stored from `since` on, oldest first. */
    async storedSince(userId: string, since: Date): Promise<Notification[]> {
      const rows = await findNotifications(db, userId, NOTIFICATION_LIMITS.listed, { since });
      return rows.map(toNotification).reverse();
    },

    async markRead(userId: string, ids: readonly string[] | undefined): Promise<MarkNotificationsReadResponse> {
      await markRead(db, userId, ids, new Date());
      return { success: true, unread: await countUnread(db, userId) };
    },
  };
}
