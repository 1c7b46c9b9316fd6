export { createNotificationsRouter } from './notifications-router.js';
export { recordNotifications, type PendingNotification } from './notifications-service.js';
export { closingNotices, outbidMessage, removalNotices, type ClosedAuction } from './notification-messages.js';
