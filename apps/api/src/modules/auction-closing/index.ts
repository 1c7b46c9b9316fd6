export { closeDueAuctions, startAuctionCloser } from './auction-closer.js';
export { remindEndingAuctions } from './ending-soon-reminders.js';
