import type { Notification } from '@bidhub/contracts';

/** An unread outbid notice as GET /notifications lists it; tests override what they exercise. */
export function notificationFixture(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    kind: 'outbid',
    product: { _id: 'p1', name: 'Sniper Mug', slug: 'sniper-mug', removed: false },
    message: "You've been outbid on Sniper Mug",
    createdAt: '2030-01-01T11:00:00.000Z',
    read: false,
    ...overrides,
  };
}
