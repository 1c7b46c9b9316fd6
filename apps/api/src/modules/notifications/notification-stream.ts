import type { Response } from 'express';
import type { Notification } from '@bidhub/contracts';
import { openEventStream } from '../../http/event-stream.js';
import type { OpenStreams } from '../../http/open-streams.js';
import type { LiveBus } from '../../live/live-bus.js';

export interface NotificationStreamDependencies {
  liveBus: LiveBus;
  openStreams: OpenStreams;
  stillSignedIn: () => Promise<boolean>;
  /** The user's notifications stored from `since` on, oldest first. */
  storedSince: (since: Date) => Promise<Notification[]>;
  /** `?heartbeat=event`: the heartbeat comes as an event too. */
  heartbeatEvent?: boolean | undefined;
}

/**
 * Streams the user's new notifications as Server-Sent Events. Nothing is replayed: a client lists
 * GET /notifications when it (re)connects and takes news from here on. Each one goes out only while
 * the session that opened the stream still holds (`stillSignedIn`): after a password change (at once,
 * when told of it) or once the token expired, the stream ends instead, and the client's reconnect
 * meets the 401. When the bus was deaf for a while (LiveBus.onRelisten), the notices stored since
 * the stream opened that it has not sent are read from the database and sent then.
 */
export function streamNotifications(response: Response, userId: string, dependencies: NotificationStreamDependencies): void {
  const { liveBus, openStreams, stillSignedIn, storedSince, heartbeatEvent } = dependencies;
  if (!openEventStream(response, openStreams, { heartbeatEvent })) return;
  // Anything older is in the list the client read when it connected.
  const openedAt = new Date();
  // A notice heard live and read by a catch-up both goes out once.
  const sent = new Set<string>();

  const deliver = async (notification: Notification) => {
    if (response.writableEnded || sent.has(notification._id)) return;
    if (!(await stillSignedIn())) return void response.end();
    sent.add(notification._id);
    response.write(`id: ${notification._id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
  };
  // One after another, so that the checks keep the notifications in their order.
  let delivered = Promise.resolve();
  const inTurn = (step: () => Promise<void>) => {
    delivered = delivered.then(step).catch(() => void response.end());
  };
  const unsubscribes = [
    liveBus.subscribeNotifications(userId, (notification) => inTurn(() => deliver(notification))),
    // Ended at once, not at the next notice: the other device's client reconnects, meets the 401 and
    // shows the user signed out instead of their account for minutes more.
    liveBus.subscribePasswordChanged(userId, () =>
      inTurn(async () => {
        if (!response.writableEnded && !(await stillSignedIn())) response.end();
      }),
    ),
    liveBus.onRelisten(() =>
      inTurn(async () => {
        for (const notification of await storedSince(openedAt)) await deliver(notification);
      }),
    ),
  ];
  const unsubscribe = () => unsubscribes.forEach((off) => off());
  response.on('close', unsubscribe);
  response.on('finish', unsubscribe);
}
