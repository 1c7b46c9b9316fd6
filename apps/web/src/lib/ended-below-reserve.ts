import type { Product } from '@bidhub/contracts';

/**
 * The auction ended with bids, none reaching the reserve: no sale for that reason. Without a bid
 * it is simply a lot nobody bid on, as the seller's notice says too, reserve or not.
 */
export const endedBelowReserve = ({ hasReserve, reserveMet, bidCount }: Pick<Product, 'hasReserve' | 'reserveMet' | 'bidCount'>) =>
  hasReserve && !reserveMet && bidCount > 0;
