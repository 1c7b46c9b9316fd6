import type { Request } from 'express';
import type { users } from '../db/schema.js';
import { AppError } from './app-error.js';

/** A signed-in user as stored; the auth module's UserRow is the same row type. */
export type RequestUser = typeof users.$inferSelect;

/** What a valid token says: whose it is, and when and under which password it was issued. */
export interface TokenClaims {
  userId: string;
  passwordVersion: string;
  /** Seconds since the epoch. */
  issuedAt: number | undefined;
  /** The token's own id (jti): two sign-ins in the same second are two sessions. Older tokens have none. */
  tokenId?: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the sign-in guards (not by requireToken, which leaves the account to the route). */
    user?: RequestUser;
    /** The token's claims, set by every sign-in guard. */
    claims?: TokenClaims;
  }
}

/** The user the sign-in guard attached; guards run first, so a missing one is a wiring bug. */
export function signedInUser(request: Request): RequestUser {
  if (!request.user) throw AppError.unauthorized('Sign in required');
  return request.user;
}

/** The token's claims, for a route behind any sign-in guard. */
export function signedInClaims(request: Request): TokenClaims {
  if (!request.claims) throw AppError.unauthorized('Sign in required');
  return request.claims;
}
