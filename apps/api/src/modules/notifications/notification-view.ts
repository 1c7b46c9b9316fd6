import { notificationKindSchema, type Notification } from '@bidhub/contracts';
import type { NewNotification, NoticeProduct, NotificationRow } from './notifications-queries.js';

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: notificationKindSchema.parse(row.kind),
    product: { _id: row.product.id, name: row.product.name, slug: row.product.slug, removed: row.product.removed },
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** A notification just inserted, as its user's live stream shows it: only a removal notice is about a product gone. */
export function newNotificationView(id: string, notice: NewNotification, { id: productId, name, slug }: NoticeProduct, createdAt: Date): Notification {
  const product = { id: productId, name, slug, removed: notice.kind === 'removed' };
  return toNotification({ id, kind: notice.kind, message: notice.message, createdAt, readAt: null, product });
}
