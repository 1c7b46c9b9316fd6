import type { NotificationKind } from '@bidhub/contracts';
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notifications, products } from '../../db/schema.js';

export interface NotificationRow {
  id: string;
  kind: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
  product: { id: string; name: string; slug: string; removed: boolean };
}

/** Who is told what; the product it is about and the moment come with the batch. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  message: string;
}

/** The product a batch of notices is about, as it is when they are written. */
export interface NoticeProduct {
  id: string;
  name: string;
  slug: string;
}

/** Which of the user's notices to read: those stored from `since` on, or those listed after `before` (newest first). */
export interface NoticeWindow {
  since?: Date | undefined;
  before?: string | undefined;
}

/** The user's notice `id` falls after in the list: newer, or as new with a greater id. */
const listedAfter = (userId: string, id: string) =>
  sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${id} and n.user_id = ${userId})`;

/**
 * The user's newest notifications in `window` with the product each one is about: its name and slug
 * now, or as the notice kept them when the product has been deleted since.
 */
export async function findNotifications(db: Database, userId: string, limit: number, { since, before }: NoticeWindow = {}): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      message: notifications.message,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      product: {
        id: notifications.productId,
        name: sql<string>`coalesce(${products.name}, ${notifications.productName})`,
        slug: sql<string>`coalesce(${products.slug}, ${notifications.productSlug})`,
        removed: sql<boolean>`${products.id} is null`,
      },
    })
    .from(notifications)
    .leftJoin(products, eq(products.id, notifications.productId))
    .where(and(eq(notifications.userId, userId), since && gte(notifications.createdAt, since), before === undefined ? undefined : listedAfter(userId, before)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function isNotificationOf(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row !== undefined;
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Only the user's own notifications: ids of anyone else's are ignored, not revealed. No ids, or an
 * empty list, is the "none = all".
 */
export async function markRead(db: Database, userId: string, ids: readonly string[] | undefined, now: Date): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const where = ids === undefined || ids.length === 0 ? mine : and(mine, inArray(notifications.id, [...ids]));
  await db.update(notifications).set({ readAt: now }).where(where);
}

/**
 * Closing notices are unique per user, product and kind (outbid and ending-soon notices may
 * repeat), so a second closing of the same auction inserts nothing; the rows actually inserted come
 * back, to be published.
 */
export async function insertNotifications(
  db: Database,
  notices: readonly NewNotification[],
  product: NoticeProduct,
  createdAt: Date,
): Promise<{ id: string; userId: string; kind: string }[]> {
  if (notices.length === 0) return [];
  const about = { productId: product.id, productName: product.name, productSlug: product.slug, createdAt };
  return db
    .insert(notifications)
    .values(notices.map((notice) => ({ ...notice, ...about })))
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
}

/** What a closing told (kinds of the once-per-auction rule, migration 0027). */
const CLOSING_KINDS: NotificationKind[] = ['won', 'lost', 'reserve-not-met', 'sold', 'unsold'];

/**
 * Takes back what the product's closing told, when an admin reopens it (only a lot that ended without
 * bids can be): "ended without a bid" no longer held, and it kept the next closing from saying so
 * again, being told once per auction (outside audit E2).
 */
export async function deleteClosingNotices(db: Database, productId: string): Promise<void> {
  await db.delete(notifications).where(and(eq(notifications.productId, productId), inArray(notifications.kind, CLOSING_KINDS)));
}
