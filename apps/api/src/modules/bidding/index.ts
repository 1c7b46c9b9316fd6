export { ledgerHash } from './ledger.js';
export { keepLedgerOfRemovedAuction } from './removed-auctions.js';
