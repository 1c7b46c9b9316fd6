export { closeDueAuctions, startAuctionCloser } from './auction-closer.js';
export { REMINDER_MINUTES, remindEndingAuctions } from './ending-soon-reminders.js';
