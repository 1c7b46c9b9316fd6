import type { RequestHandler } from 'express';
import type { AuthService } from './auth-service.js';

export interface AuthGuards {
  /** 401 unless a valid token of an existing user is sent. */
  requireSignIn: RequestHandler;
  /** 401 without a valid token, 403 for a signed-in user who is not an admin. */
  requireAdmin: RequestHandler;
}

export function createAuthGuards(auth: AuthService): AuthGuards {
  return {
    requireSignIn: async (request, _response, next) => {
      request.user = await auth.authenticate(request.headers.authorization);
      next();
    },
    requireAdmin: async (request, _response, next) => {
      request.user = await auth.authenticateAdmin(request.headers.authorization);
      next();
    },
  };
}
