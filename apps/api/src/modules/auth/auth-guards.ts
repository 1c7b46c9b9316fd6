import type { RequestHandler } from 'express';
import type { AuthService, SignedIn } from './auth-service.js';

export interface AuthGuards {
  /** 401 unless a valid token of an existing user is sent. */
  requireSignIn: RequestHandler;
  /** 401 without a valid token, 403 for a signed-in user who is not an admin. */
  requireAdmin: RequestHandler;
}

/** Where a signed-in reply carries the session's renewed token (the API README says when). */
export const RENEWED_TOKEN_HEADER = 'X-Session-Token';

function signedInAs(check: (authorizationHeader: string | undefined) => Promise<SignedIn>): RequestHandler {
  return async (request, response, next) => {
    const { user, renewal } = await check(request.headers.authorization);
    request.user = user;
    if (renewal) response.set(RENEWED_TOKEN_HEADER, renewal);
    next();
  };
}

export function createAuthGuards(auth: AuthService): AuthGuards {
  return {
    requireSignIn: signedInAs((header) => auth.authenticate(header)),
    requireAdmin: signedInAs((header) => auth.authenticateAdmin(header)),
  };
}
