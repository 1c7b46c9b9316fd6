export * from './common.js';
export * from './money.js';
export * from './auth.js';
export * from './categories.js';
export * from './products.js';
export * from './bidding.js';
export * from './wishlist.js';
export * from './openapi/index.js';
