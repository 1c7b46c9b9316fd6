import type { RequestHandler } from 'express';
import type { RateLimitConfig } from '../../config.js';
import type { RateLimitStoreFactory } from '../../http/postgres-rate-limit-store.js';
import { createRateLimit } from '../../http/rate-limit.js';

/** Per bidder, not per address: a bidding script must not crowd out everyone behind the same NAT. */
export function createBidRateLimit(limits: RateLimitConfig, storeFor: RateLimitStoreFactory): RequestHandler {
  const seconds = Math.ceil(limits.bidWindowMs / 1000);
  return createRateLimit({
    windowMs: limits.bidWindowMs,
    limit: limits.bidsPerWindow,
    store: storeFor('bids:'),
    key: (request) => (request.claims ? `bidder:${request.claims.userId}` : undefined),
    message: `Too many bids, please wait ${seconds} seconds and try again`,
  });
}
