// The wishlist's pieces of the app shell's header. Apart from index.ts: the shell reaching the
// buttons index.ts exports would put them, and what they use, into the first download of every page.
export { WishlistLink } from './WishlistLink';
export { WishlistMenuCount } from './WishlistMenuCount';
