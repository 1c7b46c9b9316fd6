export { createNotificationsRouter } from './notifications-router.js';
export { recordNotifications } from './notifications-service.js';
export { planNotifications, type NotificationToInsert, type PendingNotification } from './planned-notifications.js';
export { closingNotices, outbidMessage, removalNotices, type ClosedAuction } from './notification-messages.js';
