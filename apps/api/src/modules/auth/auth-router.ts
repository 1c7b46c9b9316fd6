import { Router, type ErrorRequestHandler } from 'express';
import { type AuthCheckResponse, forgotPasswordRequestSchema, loginRequestSchema, type LoginResponse, type MessageResponse, type ProfileResponse, registerRequestSchema, type RegisterResponse, updateProfileRequestSchema, type UpdateProfileResponse } from '@bidhub/contracts';
import type { RateLimitConfig } from '../../config.js';
import type { RateLimitStoreFactory } from '../../http/postgres-rate-limit-store.js';
import { AppError } from '../../http/app-error.js';
import { parse } from '../../http/parse.js';
import { signedInClaims, signedInUser } from '../../http/request-user.js';
import { RENEWED_TOKEN_HEADER, type AuthGuards } from './auth-guards.js';
import { createAuthRateLimits } from './auth-rate-limits.js';
import { toPublicUser, type AuthService } from './auth-service.js';

/** The guard checks' refusals carry `ok: false` beside the error shape (`success: false, message`): the web guards read `ok`. */
const authCheckFailure: ErrorRequestHandler = (error, _request, response, next) => {
  if (!(error instanceof AppError)) return next(error);
  response.set(error.headers).status(error.status).json({ ok: false, success: false, message: error.message });
};

export function createAuthRouter(auth: AuthService, guards: AuthGuards, rateLimits: RateLimitConfig, storeFor: RateLimitStoreFactory): Router {
  const router = Router();
  const limits = createAuthRateLimits(rateLimits, storeFor);

  router.post('/register', limits.perIp, async (request, response) => {
    const result = await auth.register(parse(registerRequestSchema, request.body));
    response.status(201).json({ success: true, ...result } satisfies RegisterResponse);
  });

  router.post('/login', limits.perIp, limits.failuresPerUsername, async (request, response) => {
    const result = await auth.login(parse(loginRequestSchema, request.body));
    response.json({ success: true, ...result } satisfies LoginResponse);
  });

  router.post('/forgot-password', limits.perIp, limits.failuresPerUsername, limits.wrongAnswersPerUsername, limits.wrongAnswersPerIp, async (request, response) => {
    const result = await auth.resetPassword(parse(forgotPasswordRequestSchema, request.body));
    response.json({ success: true, ...result } satisfies MessageResponse);
  });

  router.get('/user-auth', guards.requireSignIn, (_request, response) => {
    response.json({ ok: true } satisfies AuthCheckResponse);
  });
  router.get('/admin-auth', guards.requireAdmin, (_request, response) => {
    response.json({ ok: true } satisfies AuthCheckResponse);
  });
  router.use(['/user-auth', '/admin-auth'], authCheckFailure);

  // The guard has just read the account: another device's profile change shows here, where the copy
  // kept at sign-in went stale and a save from it undid that change (outside audit X1).
  router.get('/profile', guards.requireSignIn, (request, response) => {
    response.json({ success: true, user: toPublicUser(signedInUser(request)) } satisfies ProfileResponse);
  });

  router.put('/profile', guards.requireSignIn, async (request, response) => {
    const { reply, renewal } = await auth.updateProfile(signedInClaims(request), parse(updateProfileRequestSchema, request.body));
    if (renewal) response.set(RENEWED_TOKEN_HEADER, renewal);
    response.json({ success: true, ...reply } satisfies UpdateProfileResponse);
  });

  return router;
}
