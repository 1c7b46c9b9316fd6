import type { Request } from 'express';
import type { users } from '../db/schema.js';
import { AppError } from './app-error.js';

/** A signed-in user as stored; the auth module's UserRow is the same row type. */
export type RequestUser = typeof users.$inferSelect;

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the sign-in guards (not by requireToken, which leaves the account to the route). */
    user?: RequestUser;
    /** The token's user id, set by every sign-in guard. */
    userId?: string;
  }
}

/** The user the sign-in guard attached; guards run first, so a missing one is a wiring bug. */
export function signedInUser(request: Request): RequestUser {
  if (!request.user) throw AppError.unauthorized('Sign in required');
  return request.user;
}

/** The token's user id, for a route behind any sign-in guard. */
export function signedInUserId(request: Request): string {
  if (!request.userId) throw AppError.unauthorized('Sign in required');
  return request.userId;
}
