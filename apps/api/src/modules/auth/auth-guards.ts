import type { RequestHandler } from 'express';
import type { RequestUser } from '../../http/request-user.js';
import type { AuthService } from './auth-service.js';

export interface AuthGuards {
  /** 401 unless a valid token of an existing user is sent. */
  requireSignIn: RequestHandler;
  /** 401 unless signed in, 403 unless the user is an admin. */
  requireAdmin: RequestHandler;
  /**
   * 401 unless a valid token is sent; sets only request.userId, without a users query. For a route
   * that reads the account in its own statement and refuses with accountGone() (the bid).
   */
  requireToken: RequestHandler;
}

/** Where a signed-in reply carries the session's renewed token (the API README says when). */
export const RENEWED_TOKEN_HEADER = 'X-Session-Token';

interface Checked {
  userId: string;
  user?: RequestUser;
  renewal: string | undefined;
}

function signedInAs(check: (authorizationHeader: string | undefined) => Checked | Promise<Checked>): RequestHandler {
  return async (request, response, next) => {
    const { userId, user, renewal } = await check(request.headers.authorization);
    request.userId = userId;
    request.user = user;
    if (renewal) response.set(RENEWED_TOKEN_HEADER, renewal);
    next();
  };
}

const withUserId = <T extends { user: RequestUser }>(signedIn: T) => ({ ...signedIn, userId: signedIn.user.id });

export function createAuthGuards(auth: AuthService): AuthGuards {
  return {
    requireSignIn: signedInAs(async (header) => withUserId(await auth.authenticate(header))),
    requireAdmin: signedInAs(async (header) => withUserId(await auth.authenticateAdmin(header))),
    requireToken: signedInAs((header) => auth.checkToken(header)),
  };
}
