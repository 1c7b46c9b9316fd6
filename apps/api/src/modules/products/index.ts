export type { CountCache } from './count-cache.js';
export type { ListCache } from './list-cache.js';
export { createProductReads } from './product-reads.js';
export { isAuctionOpen, isBuyNowAvailable, isReserveMet, productNotFound } from './product-rules.js';
export { closedEventOf, toProductView } from './product-view.js';
export { findProductViewById, productExists, selectProductViews, type ProductViewRow } from './products-queries.js';
