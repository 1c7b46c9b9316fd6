export { createNotificationsRouter } from './notifications-router.js';
export { recordNotifications } from './notifications-service.js';
export { deleteClosingNotices } from './notifications-queries.js';
export { planNotifications, type NotificationToInsert, type PendingNotification } from './planned-notifications.js';
export { closingNotices, endingSoonNotices, outbidMessage, removalNotices, rescheduleNotices, type ClosedAuction, type EndingAuction } from './notification-messages.js';
