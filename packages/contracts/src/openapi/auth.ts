import {
  authCheckResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  profileResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '../auth.js';
import { messageResponseSchema } from '../common.js';
import type { ApiRoute } from './api-route.js';

const tag = 'Accounts';

export const authRoutes: ApiRoute[] = [
  { method: 'post', path: '/auth/register', tag, summary: 'Create an account', body: { schema: registerRequestSchema }, replies: { 201: registerResponseSchema }, errors: [409, 429] },
  { method: 'post', path: '/auth/login', tag, summary: 'Sign in; the token goes in Authorization', body: { schema: loginRequestSchema }, replies: { 200: loginResponseSchema }, errors: [401, 429] },
  { method: 'post', path: '/auth/forgot-password', tag, summary: 'Set a new password with the security answer', body: { schema: forgotPasswordRequestSchema }, replies: { 200: messageResponseSchema }, errors: [401, 429] },
  { method: 'get', path: '/auth/user-auth', tag, summary: 'Check a token', auth: 'user', replies: { 200: authCheckResponseSchema } },
  { method: 'get', path: '/auth/admin-auth', tag, summary: "Check an admin's token", auth: 'admin', replies: { 200: authCheckResponseSchema } },
  { method: 'get', path: '/auth/profile', tag, summary: 'Your own account as stored now (another device may have changed it)', auth: 'user', replies: { 200: profileResponseSchema } },
  { method: 'put', path: '/auth/profile', tag, summary: 'Update your profile', auth: 'user', body: { schema: updateProfileRequestSchema }, replies: { 200: updateProfileResponseSchema } },
];
