import type { Response } from 'express';
import { openEventStream } from '../../http/event-stream.js';
import type { OpenStreams } from '../../http/open-streams.js';
import type { BidEvents } from '../bidding/bid-events.js';

/**
 * Streams the user's new notifications as Server-Sent Events. Nothing is replayed: a client lists
 * GET /notifications when it (re)connects and takes news from here on.
 */
export function streamNotifications(response: Response, userId: string, events: BidEvents, openStreams: OpenStreams): void {
  if (!openEventStream(response, openStreams)) return;

  const unsubscribe = events.subscribeNotifications(userId, (notification) => {
    response.write(`id: ${notification._id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
  });
  response.on('close', unsubscribe);
  response.on('finish', unsubscribe);
}
