import { markNotificationsReadRequestSchema, markNotificationsReadResponseSchema, notificationsQuerySchema, notificationsResponseSchema } from '../notifications.js';
import { heartbeatHeadersSchema, heartbeatQuerySchema } from '../common.js';
import type { ApiRoute } from './api-route.js';

const tag = 'Notifications';

export const notificationRoutes: ApiRoute[] = [
  { method: 'get', path: '/notifications', tag, summary: 'Your latest notifications (at most 50, newest first) and the unread count; ?before= the last one listed for the next 50', auth: 'user', query: notificationsQuerySchema, replies: { 200: notificationsResponseSchema } },
  { method: 'post', path: '/notifications/read', tag, summary: 'Mark notifications read: the ids given, or all without ids', auth: 'user', body: { schema: markNotificationsReadRequestSchema, optional: true }, replies: { 200: markNotificationsReadResponseSchema } },
  {
    method: 'get',
    path: '/notifications/live',
    tag,
    summary: 'Your new notifications as server-sent `notification` events (Authorization header, read with fetch streaming)',
    description:
      'Server-sent events: `retry: 3000`, a `: ping` comment every 15 s, and per new notice `id:` its `_id`, `event: notification`, `data:` the notice as `GET /notifications` lists it. Nothing is replayed: list `GET /notifications` on each (re)connect. The stream ends when the session does (a changed password, an expired token). Swagger UI cannot show a stream: use curl -N or fetch.',
    auth: 'user',
    query: heartbeatQuerySchema,
    headers: heartbeatHeadersSchema,
    replies: { 200: { description: 'An event stream of notifications', contentType: 'text/event-stream' } },
    errors: [429],
  },
];
