import { z } from 'zod';
import { healthResponseSchema } from '../common.js';
import type { ApiRoute } from './api-route.js';

const tag = 'System';

export const systemRoutes: ApiRoute[] = [
  { method: 'get', path: '/health', tag, summary: 'Liveness and database check', replies: { 200: healthResponseSchema }, errors: [503] },
  { method: 'get', path: '/openapi.json', tag, summary: 'This document', replies: { 200: z.object({ openapi: z.string() }).loose() } },
];
