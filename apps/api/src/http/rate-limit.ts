import type { Request, RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { AppError } from './app-error.js';

export interface RateLimitOptions {
  windowMs: number;
  limit: number;
  message: string;
  /** Groups requests; by default the client's IP address. Return undefined to not count a request. */
  key?: (request: Request) => string | undefined;
  /** Count only requests that fail (status >= 400), e.g. wrong passwords. */
  countOnlyFailures?: boolean;
  /** Where the counters live; by default this process's memory. */
  store?: Store;
}

/** A 429 `{ success: false, message }` with Retry-After once a client exceeds the limit. */
export function createRateLimit({ windowMs, limit, message, key, countOnlyFailures = false, store }: RateLimitOptions): RequestHandler {
  return rateLimit({
    ...(store && { store }),
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: countOnlyFailures,
    ...(key && {
      keyGenerator: (request: Request) => key(request) ?? '',
      skip: (request: Request) => key(request) === undefined,
    }),
    handler: (_request, _response, next) => next(new AppError('too-many-requests', message)),
  });
}
