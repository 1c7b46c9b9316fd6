import type { Request, RequestHandler, Response } from 'express';
import { MemoryStore, rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import { AppError } from './app-error.js';

export interface RateLimitOptions {
  windowMs: number;
  limit: number;
  /** The 429's message; a function is told the seconds until the client may try again. */
  message: string | ((secondsLeft: number) => string);
  /** Groups requests; by default the client's IP address. Return undefined to not count a request. */
  key?: (request: Request) => string | undefined;
  /**
   * Count only requests refused for a wrong secret (401: a wrong password or security answer). A
   * form refused as incomplete (400), or a refusal by another limit (429), guesses nothing: counted,
   * a new password one character short locked its owner out of recovery for a day (outside audit X1).
   */
  countOnlyWrongSecrets?: boolean;
  /** Where the counters live; by default this process's memory. */
  store?: Store;
  /**
   * Send the RateLimit headers (the 429's Retry-After goes out either way). Off for a count kept per
   * account: its window opens at a sign-in too, so a stranger's failure read off when the owner last
   * signed in (outside audit P).
   */
  headers?: boolean;
}

/** Whole seconds from `now` until a limit's window resets, at least 1: what Retry-After says. */
export const secondsUntil = (resetAt: Date, now: Date): number => Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

/** A wait as a 429's message tells it, the Retry-After seconds rounded up to whole minutes past the first minute. */
export function waitText(secondsLeft: number): string {
  if (secondsLeft < 60) return `${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(secondsLeft / 60);
  if (minutes <= 90) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** One client's use of a limit in its current window. */
export interface LimitUsage {
  limit: number;
  windowMs: number;
  hits: number;
  resetAt: Date;
}

/** The IETF draft-7 headers express-rate-limit sends (createRateLimit), for a limit counted elsewhere. */
export function setRateLimitHeaders(response: Response, { limit, windowMs, hits, resetAt }: LimitUsage, now = new Date()): void {
  response.set('RateLimit-Policy', `${limit};w=${Math.ceil(windowMs / 1000)}`);
  response.set('RateLimit', `limit=${limit}, remaining=${Math.max(0, limit - hits)}, reset=${Math.max(0, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))}`);
}

/**
 * Takes a request's count back before its reply goes out, unless it was a wrong secret (401).
 * express-rate-limit's skipSuccessfulRequests takes it back only once the reply has gone, so a
 * client's next try could be counted first: on the server engine, where the count is a PostgreSQL
 * row, two forms refused as incomplete in a row met a 429 (CI, stop 59).
 */
function refundBeforeReply(response: Response, store: Store, { key, resetTime }: RateLimitInfo): void {
  const reply = response.json.bind(response);
  response.json = (body: unknown) => {
    // A refund in the next window would take back a count that window did not make.
    if (response.statusCode === 401 || (resetTime && Date.now() >= resetTime.getTime())) return reply(body);
    void Promise.resolve(store.decrement(key))
      .catch(() => undefined)
      .then(() => reply(body))
      .catch((error: Error) => response.destroy(error));
    return response;
  };
}

type LimitedRequest = Request & { rateLimit?: RateLimitInfo };

/** A 429 `{ success: false, message }` with Retry-After once a client exceeds the limit. */
export function createRateLimit({ windowMs, limit, message, key, countOnlyWrongSecrets = false, store, headers = true }: RateLimitOptions): RequestHandler {
  const counts = store ?? new MemoryStore();
  const limiter = rateLimit({
    store: counts,
    windowMs,
    limit,
    standardHeaders: headers ? 'draft-7' : false,
    legacyHeaders: false,
    ...(key && {
      keyGenerator: (request: Request) => key(request) ?? '',
      skip: (request: Request) => key(request) === undefined,
    }),
    handler: (request: LimitedRequest, _response, next) => {
      const resetTime = request.rateLimit?.resetTime;
      const secondsLeft = resetTime ? secondsUntil(resetTime, new Date()) : Math.ceil(windowMs / 1000);
      next(new AppError('too-many-requests', typeof message === 'function' ? message(secondsLeft) : message, secondsLeft));
    },
  });
  if (!countOnlyWrongSecrets) return limiter;
  return (request: LimitedRequest, response, next) => {
    const earlierLimit = request.rateLimit;
    return limiter(request, response, (error?: unknown) => {
      // A skipped request (no username) leaves the earlier limiter's info in place: nothing of ours to
      // refund. This limit's own 429 is refunded too: it guessed nothing, and kept, the right
      // passwords of a burst of sign-ins counted as failures (outside audit R10).
      if (request.rateLimit && request.rateLimit !== earlierLimit) refundBeforeReply(response, counts, request.rateLimit);
      next(error);
    });
  };
}
