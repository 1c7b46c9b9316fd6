// The my-bids feature's public surface: what other features may use. Everything else is internal.
export { MyBidsTable } from './MyBidsTable';
export { useMyMaximum } from './use-my-maximum';
