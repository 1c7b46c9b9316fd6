export { closeDueAuctions, startAuctionCloser } from './auction-closer.js';
export { rearmEndingSoonReminder, remindEndingAuctions } from './ending-soon-reminders.js';
