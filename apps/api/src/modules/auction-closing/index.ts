export { closeDueAuctions, startAuctionCloser } from './auction-closer.js';
export { rearmEndingSoonReminder, remindEndingAuctions, settleEndingSoonReminderOfNewListing } from './ending-soon-reminders.js';
export { findBidderIds } from './closing-queries.js';
export { findWatcherIds } from './reminder-queries.js';
