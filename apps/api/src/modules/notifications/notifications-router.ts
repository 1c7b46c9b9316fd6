import { Router } from 'express';
import { markNotificationsReadRequestSchema, notificationsQuerySchema } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { wantsHeartbeatEvent } from '../../http/event-stream.js';
import { signedInUser } from '../../http/request-user.js';
import { streamNotifications } from './notification-stream.js';
import { createNotificationsService } from './notifications-service.js';

/** The signed-in user's notifications; the live stream is authenticated by the Authorization header too. */
export function createNotificationsRouter({ db, guards, liveBus, openStreams, streamLimits }: AppContext): Router {
  const notifications = createNotificationsService(db);
  const router = Router();
  // On each route, not the router: a method or path it does not serve is a 404, not a 401.
  const signedIn = guards.requireSignIn;

  router.get('/', signedIn, async (request, response) => {
    const { before } = parse(notificationsQuerySchema, request.query);
    response.json(await notifications.list(signedInUser(request).id, before));
  });

  router.post('/read', signedIn, async (request, response) => {
    const { ids } = parse(markNotificationsReadRequestSchema, request.body ?? {});
    response.json(await notifications.markRead(signedInUser(request).id, ids));
  });

  router.get('/live', signedIn, (request, response) => {
    const { id } = signedInUser(request);
    const heartbeatEvent = wantsHeartbeatEvent(request);
    // Counted per account: every tab of a signed-in user holds one.
    streamLimits.admit(response, `user:${id}`);
    const stillSignedIn = () => guards.stillSignedIn(request.headers.authorization);
    const storedSince = (since: Date) => notifications.storedSince(id, since);
    streamNotifications(response, id, { liveBus, openStreams, stillSignedIn, storedSince, heartbeatEvent });
  });

  return router;
}
