import type { Request } from 'express';
import type { UserRow } from '../modules/auth/users-queries.js';
import { AppError } from './app-error.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the sign-in guard. */
    user?: UserRow;
  }
}

/** The user the sign-in guard attached; guards run first, so a missing one is a wiring bug. */
export function signedInUser(request: Request): UserRow {
  if (!request.user) throw AppError.unauthorized('Sign in required');
  return request.user;
}
