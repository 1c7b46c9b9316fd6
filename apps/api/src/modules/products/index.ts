export { createProductReads } from './product-reads.js';
export { assertEndtimeInFuture, assertUpdateAllowed, buyerOf, endNotBeforeLastBid, productNotFound } from './product-rules.js';
export { closedEventOf, findProductViewById, isAuctionOpen, isBuyNowAvailable, isReserveMet, selectProductViews, toProductView, type ProductViewRow } from './product-view.js';
export { productExists } from './products-queries.js';
