import type { Response } from 'express';
import type { Notification } from '@bidhub/contracts';
import { openEventStream } from '../../http/event-stream.js';
import type { OpenStreams } from '../../http/open-streams.js';
import type { BidEvents } from '../bidding/bid-events.js';

export interface NotificationStreamDependencies {
  events: BidEvents;
  openStreams: OpenStreams;
  stillSignedIn: () => Promise<boolean>;
}

/**
 * Streams the user's new notifications as Server-Sent Events. Nothing is replayed: a client lists
 * GET /notifications when it (re)connects and takes news from here on. Each one goes out only while
 * the session that opened the stream still holds (`stillSignedIn`): after a password change, or once
 * the token expired, the stream ends instead, and the client's reconnect meets the 401.
 */
export function streamNotifications(response: Response, userId: string, { events, openStreams, stillSignedIn }: NotificationStreamDependencies): void {
  if (!openEventStream(response, openStreams)) return;

  // One after another, so that the checks keep the notifications in their order.
  let delivered = Promise.resolve();
  const deliver = async (notification: Notification) => {
    if (response.writableEnded) return;
    if (!(await stillSignedIn())) return void response.end();
    response.write(`id: ${notification._id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
  };
  const unsubscribe = events.subscribeNotifications(userId, (notification) => {
    delivered = delivered.then(() => deliver(notification)).catch(() => void response.end());
  });
  response.on('close', unsubscribe);
  response.on('finish', unsubscribe);
}
