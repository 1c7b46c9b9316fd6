import { randomUUID } from 'node:crypto';
import { newNotificationView } from './notification-view.js';
import type { NewNotification, NoticeProduct } from './notifications-queries.js';
import type { LiveBus } from '../../live/live-bus.js';

/** A notification written in a transaction, published to its user's live streams once that commits. */
export interface PendingNotification {
  userId: string;
  publish(liveBus: LiveBus): void;
}

/** A notice as a write elsewhere inserts it (the bid's one call, migration 0014). */
export interface NotificationToInsert {
  id: string;
  userId: string;
  kind: string;
  message: string;
  productName: string;
  productSlug: string;
  createdAt: string;
}

/**
 * Notices for another feature's statement to insert, with ids made here so they can be published
 * after that statement commits without being read back.
 */
export function planNotifications(notices: readonly NewNotification[], product: NoticeProduct, createdAt: Date) {
  const planned = notices.map((notice) => ({ notice, id: randomUUID() }));
  const rows: NotificationToInsert[] = planned.map(({ notice, id }) => ({
    id,
    userId: notice.userId,
    kind: notice.kind,
    message: notice.message,
    productName: product.name,
    productSlug: product.slug,
    createdAt: createdAt.toISOString(),
  }));
  const pending = planned.map(({ notice, id }) => pendingNotification(id, notice, product, createdAt));
  return { rows, pending };
}

/** What to publish once the notice's statement has committed. */
export function pendingNotification(id: string, notice: NewNotification, product: NoticeProduct, createdAt: Date): PendingNotification {
  const view = newNotificationView(id, notice, product, createdAt);
  return { userId: notice.userId, publish: (liveBus) => liveBus.publishNotification(notice.userId, view) };
}
