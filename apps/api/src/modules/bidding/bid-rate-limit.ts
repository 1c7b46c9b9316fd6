import type { RequestHandler } from 'express';
import type { RateLimitConfig } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { counterRowKey, countsInPostgres, type RateLimitStoreFactory } from '../../http/postgres-rate-limit-store.js';
import { createRateLimit, secondsUntil } from '../../http/rate-limit.js';

const PREFIX = 'bids:';
/** Per bidder, not per address: a bidding script must not crowd out everyone behind the same NAT. */
const keyOf = (bidderId: string) => `bidder:${bidderId}`;
/** The wait the 429's Retry-After gives, not the whole window: a bidder 6 s into a 10 s window waits 4. */
const messageOf = (secondsLeft: number) => `Too many bids, please wait ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'} and try again`;

/** The bid limit where its counter lives in PostgreSQL: counted by the bid's own snapshot call. */
export interface BidLimit {
  perWindow: number;
  windowMs: number;
  counterKey(bidderId: string): string;
  /** The 429 of a hit over the limit, Retry-After at the window's end. */
  refusal(resetAt: Date, now: Date): AppError;
}

function bidLimitCountedWithSnapshot(limits: RateLimitConfig): BidLimit {
  return {
    perWindow: limits.bidsPerWindow,
    windowMs: limits.bidWindowMs,
    counterKey: (bidderId) => counterRowKey(PREFIX, keyOf(bidderId)),
    refusal: (resetAt, now) => {
      const secondsLeft = secondsUntil(resetAt, now);
      return new AppError('too-many-requests', messageOf(secondsLeft), secondsLeft);
    },
  };
}

/** Where the counter is in memory (an embedded engine, one process): express-rate-limit before the bid. */
function createBidRateLimit(limits: RateLimitConfig, storeFor: RateLimitStoreFactory): RequestHandler {
  return createRateLimit({
    windowMs: limits.bidWindowMs,
    limit: limits.bidsPerWindow,
    store: storeFor(PREFIX),
    key: (request) => (request.claims ? keyOf(request.claims.userId) : undefined),
    message: messageOf,
  });
}

/**
 * Where the bid limit is counted. Counters in PostgreSQL (the server engine): by the bid's own
 * snapshot call, one round trip fewer before the bid is decided, so it is decided on a fresher price.
 * In memory (an embedded engine): by express-rate-limit before the route.
 */
export function bidLimiting(limits: RateLimitConfig, database: { embedded: boolean }, storeFor: RateLimitStoreFactory): { bidLimit?: BidLimit; middleware: RequestHandler[] } {
  if (countsInPostgres(database)) return { bidLimit: bidLimitCountedWithSnapshot(limits), middleware: [] };
  return { middleware: [createBidRateLimit(limits, storeFor)] };
}
