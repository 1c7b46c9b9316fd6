// The wishlist's public surface: what other features may use. Everything else is internal.
export { AddToCartButton } from './AddToCartButton';
export { WatchButton } from './WatchButton';
