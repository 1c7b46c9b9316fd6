import type { Response } from 'express';
import type { LiveBidEvent } from '@bidhub/contracts';
import type { Logger } from 'pino';
import type { OpenStreams } from '../../http/open-streams.js';
import type { BidEvents } from './bid-events.js';
import type { BiddingService } from './bidding-service.js';

const HEARTBEAT_MS = 15_000;
const RECONNECT_DELAY_MS = 3000;

export interface LiveStreamOptions {
  productId: string;
  /** The last sequence the client saw; without it the stream starts at the current state. */
  lastEventId: number | undefined;
  service: BiddingService;
  bidEvents: BidEvents;
  logger: Logger;
  openStreams: OpenStreams;
}

/**
 * Streams accepted bids as Server-Sent Events, in ledger order without gaps or duplicates. Live
 * events are subscribed to before the current sequence is read, and after that pass through one
 * queue with the backlog; an event that arrives ahead of its predecessors (from another process, or
 * after a lost notification) first pulls the missing ones from the ledger.
 */
export async function streamLiveBids(response: Response, { productId, lastEventId, service, bidEvents, logger, openStreams }: LiveStreamOptions) {
  const arrivedEarly: LiveBidEvent[] = [];
  let deliver = (event: LiveBidEvent) => {
    arrivedEarly.push(event);
  };
  const unsubscribe = bidEvents.subscribe(productId, (event) => deliver(event));
  let open = true;
  let heartbeat: NodeJS.Timeout | undefined;
  const stop = () => {
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
  };
  response.on('close', stop);
  // A shutdown ends the stream before its connection closes: nothing may be written after that.
  response.on('finish', stop);

  let currentSequence: number;
  try {
    currentSequence = await service.currentSequence(productId);
  } catch (error) {
    stop();
    throw error;
  }
  if (!open) return;

  response.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  response.flushHeaders();
  openStreams.track(response);
  response.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);

  // A client that claims more than exists (another database, a typo) resumes from what exists.
  let lastSent = Math.min(lastEventId ?? currentSequence, currentSequence);
  let queue = Promise.resolve();

  const send = (event: LiveBidEvent) => {
    if (!open || event.seq <= lastSent) return;
    response.write(`id: ${event.seq}\nevent: bid\ndata: ${JSON.stringify(event)}\n\n`);
    lastSent = event.seq;
  };
  const sendBacklog = async (throughSeq?: number) => {
    for (const event of await service.liveEventsAfter(productId, lastSent, throughSeq)) send(event);
  };
  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: unknown) => {
      logger.warn({ err: error, productId }, 'live bid stream failed; the client resumes with Last-Event-ID');
      stop();
      response.end();
    });
  };

  if (lastSent < currentSequence) enqueue(() => sendBacklog());
  deliver = (event) =>
    enqueue(async () => {
      if (event.seq > lastSent + 1) await sendBacklog(event.seq - 1);
      send(event);
    });
  arrivedEarly.forEach(deliver);

  heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
}
