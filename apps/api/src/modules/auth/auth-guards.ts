import type { RequestHandler } from 'express';
import { ROLE } from '@bidhub/contracts';
import { AppError } from '../../http/app-error.js';
import type { RequestUser, TokenClaims } from '../../http/request-user.js';
import type { AuthService } from './auth-service.js';

export interface AuthGuards {
  /** 401 unless a valid token of an existing user is sent. */
  requireSignIn: RequestHandler;
  /** 401 unless signed in, 403 unless the user is an admin. */
  requireAdmin: RequestHandler;
  /**
   * 401 unless a valid token is sent; sets only request.claims, without a users query. For a route
   * that reads the account in its own statement and applies session-rules.ts there (the bid).
   */
  requireToken: RequestHandler;
  /** Whether a header that signed in still does: the token unexpired, its account there, its password unchanged. */
  stillSignedIn(authorizationHeader: string | undefined): Promise<boolean>;
}

/** Where a signed-in reply carries the session's renewed token (the API README says when). */
export const RENEWED_TOKEN_HEADER = 'X-Session-Token';

interface Checked {
  claims: TokenClaims;
  user?: RequestUser;
  renewal?: string;
}

/** A role check runs after the renewal is set: a refusal past the sign-in check carries it too (API README). */
function signedInAs(check: (authorizationHeader: string | undefined) => Checked | Promise<Checked>, allow: (user?: RequestUser) => void = () => undefined): RequestHandler {
  return async (request, response, next) => {
    const { claims, user, renewal } = await check(request.headers.authorization);
    request.claims = claims;
    request.user = user;
    // What a signed-in request gets is that account's (and may carry its renewed token): no shared
    // cache may keep it. A route that says more (no-store) says so after this.
    if (!response.get('Cache-Control')) response.set('Cache-Control', 'private, no-cache');
    if (renewal) response.set(RENEWED_TOKEN_HEADER, renewal);
    allow(user);
    next();
  };
}

const adminOnly = (user?: RequestUser) => {
  if (user?.role !== ROLE.admin) throw AppError.forbidden('Admin access required');
};

export function createAuthGuards(auth: AuthService): AuthGuards {
  return {
    requireSignIn: signedInAs((header) => auth.authenticate(header)),
    requireAdmin: signedInAs((header) => auth.authenticate(header), adminOnly),
    // No renewal here: renewing needs the account's password, which only the route reads.
    requireToken: signedInAs((header) => ({ claims: auth.checkToken(header) })),
    stillSignedIn: (header) =>
      auth.authenticate(header).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError) return false;
          throw error;
        },
      ),
  };
}
