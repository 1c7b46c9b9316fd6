import type { Request, RequestHandler } from 'express';
import { foldedUsername } from '@bidhub/contracts';
import type { RateLimitConfig } from '../../config.js';
import type { RateLimitStoreFactory } from '../../http/postgres-rate-limit-store.js';
import { createRateLimit, waitText } from '../../http/rate-limit.js';

/**
 * The account a request names, as sign-in finds it: 'renée' typed with a combining accent is one
 * name, with one count. PostgreSQL's lower() makes a dotted capital I (U+0130) a plain i where
 * JavaScript adds a combining dot: without the same folding each 'i' typed as one doubled the guesses.
 */
const usernameOf = (request: Request): string | undefined => {
  const username: unknown = request.body?.email;
  if (typeof username !== 'string' || username.trim() === '') return undefined;
  return `username:${foldedUsername(username.replaceAll('\u0130', 'i'))}`;
};

export interface AuthRateLimits {
  perIp: RequestHandler;
  failuresPerUsername: RequestHandler;
  wrongAnswersPerUsername: RequestHandler;
  wrongAnswersPerIp: RequestHandler;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Guards against guessing: every client IP gets room for a classroom behind one address, each
 * username a few failed attempts, wherever they come from, and a few wrong security answers a day,
 * as does each address over all the usernames it tries.
 */
export function createAuthRateLimits(limits: RateLimitConfig, storeFor: RateLimitStoreFactory): AuthRateLimits {
  return {
    perIp: createRateLimit({
      windowMs: limits.windowMs,
      limit: limits.authPerIp,
      store: storeFor('auth-ip:'),
      message: (secondsLeft) => `Too many requests from this address, please try again in ${waitText(secondsLeft)}`,
    }),
    failuresPerUsername: createRateLimit({
      windowMs: limits.windowMs,
      limit: limits.failuresPerUsername,
      key: usernameOf,
      countOnlyWrongSecrets: true,
      headers: false,
      store: storeFor('auth-failures:'),
      message: (secondsLeft) => `Too many failed attempts for this username, please try again in ${waitText(secondsLeft)}`,
    }),
    // The favourite colour is guessed in a few dozen tries: ten every quarter hour let anyone who read
    // a username in a bid ledger reset its password within the day. A few a day do not.
    wrongAnswersPerUsername: createRateLimit({
      windowMs: DAY_MS,
      limit: limits.wrongAnswersPerDay,
      key: usernameOf,
      countOnlyWrongSecrets: true,
      headers: false,
      store: storeFor('answer-failures:'),
      message: (secondsLeft) => `Too many wrong answers for this username, please try again in ${waitText(secondsLeft)}`,
    }),
    // Usernames are public (every ledger shows them): a few guesses at each of thousands of accounts
    // from one address would find the common colours. One address gets a few dozen a day in all.
    wrongAnswersPerIp: createRateLimit({
      windowMs: DAY_MS,
      limit: limits.wrongAnswersPerIpPerDay,
      countOnlyWrongSecrets: true,
      store: storeFor('answer-failures-ip:'),
      message: (secondsLeft) => `Too many wrong answers from this address, please try again in ${waitText(secondsLeft)}`,
    }),
  };
}
