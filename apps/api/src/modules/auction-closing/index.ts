export { closeDueAuctions, startAuctionCloser } from './auction-closer.js';
