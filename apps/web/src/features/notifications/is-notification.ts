import { notificationKinds, type Notification } from '@bidhub/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether a live event's data is a notification as the API sends one. Checked by hand, not with the
 * contracts' zod schema: that would ship zod (22 KB gzip) with the bell to every signed-in screen.
 */
export function isNotification(value: unknown): value is Notification {
  if (!isRecord(value) || !isRecord(value.product)) return false;
  const { product } = value;
  return (
    typeof value._id === 'string' &&
    (notificationKinds as readonly unknown[]).includes(value.kind) &&
    typeof value.message === 'string' &&
    typeof value.createdAt === 'string' &&
    typeof value.read === 'boolean' &&
    typeof product._id === 'string' &&
    typeof product.name === 'string' &&
    typeof product.slug === 'string' &&
    typeof product.removed === 'boolean'
  );
}
