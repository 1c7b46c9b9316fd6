import { z } from 'zod';
import { idSchema } from './common.js';
import { notificationKinds } from './notification-kinds.js';

export { notificationKinds };

export const NOTIFICATION_LIMITS = {
  /** GET /notifications returns at most this many, newest first. */
  listed: 50,
  /** Ids one POST /notifications/read may name. */
  maxReadIds: 200,
} as const;

export const notificationKindSchema = /* @__PURE__ */ z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = /* @__PURE__ */ z.object({
  _id: z.string(),
  kind: notificationKindSchema,
  product: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    /** Deleted by an admin since: its page is gone, and GET /product/removed/{id} has what was kept. */
    removed: z.boolean(),
  }),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications?before={id}: the page of notices older than that one, which a page listed last. */
export const notificationsQuerySchema = /* @__PURE__ */ z.object({
  before: z.uuid({ error: 'before must be the _id of one of your notifications' }).overwrite((id) => id.toLowerCase()).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
  /** Unread notifications in all, not only among those listed. */
  unread: z.number().int(),
  /** Older notices follow the last one listed: ask for them with ?before= its _id. */
  hasOlder: z.boolean(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** No ids (or no body): every notification of the user is marked read. */
/**
 * Without `ids` every notice is marked read, so a body naming any other field (a misspelt `id`, say)
 * is refused rather than read as 'all'.
 */
export const markNotificationsReadRequestSchema = /* @__PURE__ */ z.strictObject(
  {
    ids: z
      .array(idSchema, { error: 'ids must be a list of notification ids' })
      .max(NOTIFICATION_LIMITS.maxReadIds, { error: `ids may hold at most ${NOTIFICATION_LIMITS.maxReadIds} ids` })
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field ${issue.keys.join(', ')}: send { ids }, or no body to mark all read` : undefined) },
);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

export const markNotificationsReadResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  unread: z.number().int(),
});
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;

/** Data of the `closed` event on GET /product/{id}/live: the auction's final state, sent once it is closed. */
export const auctionClosedEventSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  /** '' when nobody won: no bid, or the reserve was not met. */
  winner: z.string(),
  price: z.number(),
  bidCount: z.number().int(),
  reserveMet: z.boolean(),
  endtime: z.string(),
});
export type AuctionClosedEvent = z.infer<typeof auctionClosedEventSchema>;

/**
 * SSE `updated` on GET /product/{id}/live: an admin edited the auction (its end time, name, reserve
 * or Buy It Now price); a watcher re-reads the product. `endtime` is the end after the edit, `slug`
 * its address after it (a new name gives a new slug, and the old one no longer finds it).
 */
export const auctionUpdatedEventSchema = /* @__PURE__ */ z.object({ productId: z.string(), endtime: z.string(), slug: z.string() });
export type AuctionUpdatedEvent = z.infer<typeof auctionUpdatedEventSchema>;

/** SSE `removed` on GET /product/{id}/live: an admin deleted the auction, so no bid on it counts; the stream ends with it. */
export const auctionRemovedEventSchema = /* @__PURE__ */ z.object({ productId: z.string() });
export type AuctionRemovedEvent = z.infer<typeof auctionRemovedEventSchema>;
