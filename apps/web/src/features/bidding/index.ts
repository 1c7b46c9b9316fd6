// The bidding feature's public surface: what other features may use. Everything else is internal.
export { seedProduct } from './bidding-queries';
export { useProduct } from './use-product';
export { fetchProductForAdmin } from './bidding-api';
