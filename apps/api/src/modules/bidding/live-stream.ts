import type { Response } from 'express';
import type { AuctionClosedEvent, AuctionRemovedEvent, AuctionUpdatedEvent, LiveBidEvent } from '@bidhub/contracts';
import type { Logger } from 'pino';
import { openEventStream, sharedFrame, writeSharedFrame, type SharedFrame } from '../../http/event-stream.js';
import type { OpenStreams } from '../../http/open-streams.js';
import type { LiveBus } from '../../live/live-bus.js';
import type { BiddingService } from './bidding-service.js';
import type { LiveStreamState } from './live-events.js';

export interface LiveStreamOptions {
  productId: string;
  /** The last sequence the client saw; without it the stream starts at the current state. */
  lastEventId: number | undefined;
  service: BiddingService;
  liveBus: LiveBus;
  logger: Logger;
  openStreams: OpenStreams;
  /** `?heartbeat=event`: the heartbeat comes as an event too. */
  heartbeatEvent?: boolean | undefined;
}

/**
 * One event reaches every watcher of its product as the same object (the bus emits it once to all
 * of them), so it is serialized once, not once per watcher: with 10,000 watchers each bid was
 * serialized 10,000 times on the one thread that also writes it to every socket.
 */
const frames = new WeakMap<LiveBidEvent, SharedFrame>();
function bidFrame(event: LiveBidEvent): SharedFrame {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = sharedFrame(`id: ${event.seq}\nevent: bid\ndata: ${JSON.stringify(event)}\n\n`);
    frames.set(event, frame);
  }
  return frame;
}

interface StreamState {
  isOpen: () => boolean;
  stop: () => void;
  /** The product was deleted: its watchers are told, and the stream ends. */
  removed: () => void;
}

/** Steps run one after another; a failed one ends the stream, which the client resumes. */
function stepQueue(response: Response, { productId, logger }: LiveStreamOptions, stop: () => void) {
  let queue = Promise.resolve();
  let queued = 0;
  return {
    idle: () => queued === 0,
    enqueue(step: () => Promise<void>) {
      queued += 1;
      queue = queue
        .then(step)
        .catch((error: unknown) => {
          logger.warn({ err: error, productId }, 'live bid stream failed; the client resumes with Last-Event-ID');
          stop();
          response.end();
        })
        .finally(() => (queued -= 1));
    },
  };
}

/**
 * Writes a stream's events in ledger order from `lastSent` on: the next event goes out at once, and
 * anything out of order waits in one queue behind a backlog read from the ledger.
 */
function orderedWriter(response: Response, options: LiveStreamOptions, start: LiveStreamState & { lastSent: number }, { isOpen, stop, removed }: StreamState) {
  const { productId, service } = options;
  const { idle, enqueue } = stepQueue(response, options, stop);
  let lastSent = start.lastSent;
  let lastClosedEnd: string | undefined;
  // The end time and address the watcher was last told (by the start, a bid or an edit).
  let { endtime: shownEnd, slug: shownSlug } = start.shown;

  const send = (event: LiveBidEvent) => {
    if (!isOpen() || event.seq <= lastSent) return;
    writeSharedFrame(response, bidFrame(event));
    lastSent = event.seq;
    shownEnd = event.endtime;
  };
  const sendBacklog = async (throughSeq?: number) => {
    for (const event of await service.liveEventsAfter(productId, lastSent, throughSeq)) send(event);
  };

  const writer = {
    catchUp: () => enqueue(() => sendBacklog()),
    deliver(event: LiveBidEvent) {
      // The common case, the next event with nothing queued ahead of it, is written at once: a bid
      // reaches every watcher in one pass, not through a promise chain per watcher.
      if (idle() && event.seq === lastSent + 1) return send(event);
      enqueue(async () => {
        if (event.seq > lastSent + 1) await sendBacklog(event.seq - 1);
        send(event);
      });
    },
    // The closing comes after the auction's last bid: any bid still missing is sent before it.
    closed(event: AuctionClosedEvent) {
      // A closing read at the start and the same one heard on the bus meanwhile are sent once.
      if (event.endtime === lastClosedEnd) return;
      lastClosedEnd = event.endtime;
      enqueue(async () => {
        await sendBacklog();
        if (isOpen()) response.write(`event: closed\ndata: ${JSON.stringify(event)}\n\n`);
      });
    },
    // Behind what is queued, so a watcher re-reads the product after the bids it has been sent.
    updated(event: AuctionUpdatedEvent) {
      enqueue(async () => {
        ({ endtime: shownEnd, slug: shownSlug } = event);
        if (isOpen()) response.write(`event: updated\ndata: ${JSON.stringify(event)}\n\n`);
      });
    },
    // The bus was deaf for a while (LiveBus.onRelisten): the bids, closing, edit or deletion it
    // may have missed are read from the database and told as their live events would have been.
    resync: () =>
      enqueue(async () => {
        const state = await service.streamState(productId);
        if (!state) return removed();
        await sendBacklog();
        if (state.closed) writer.closed(state.closed);
        if (state.shown.endtime !== shownEnd || state.shown.slug !== shownSlug) writer.updated(state.shown);
      }),
  };
  return writer;
}

/**
 * Streams accepted bids as Server-Sent Events, in ledger order without gaps or duplicates. Live
 * events are subscribed to before the current sequence is read, and after that pass through one
 * queue with the backlog; an event that arrives ahead of its predecessors (from another process, or
 * after a lost notification) first pulls the missing ones from the ledger.
 */
export async function streamLiveBids(response: Response, options: LiveStreamOptions) {
  const { productId, lastEventId, service, liveBus, openStreams } = options;
  // Until the stream is open, what arrives waits here (in arrival order) for the writer.
  const arrivedEarly: ((writer: ReturnType<typeof orderedWriter>) => void)[] = [];
  let deliver = (event: LiveBidEvent): void => void arrivedEarly.push((writer) => writer.deliver(event));
  let onClosed = (event: AuctionClosedEvent): void => void arrivedEarly.push((writer) => writer.closed(event));
  let onUpdated = (event: AuctionUpdatedEvent): void => void arrivedEarly.push((writer) => writer.updated(event));
  let onRelisten = (): void => void arrivedEarly.push((writer) => writer.resync());
  let removedEarly: AuctionRemovedEvent | undefined;
  let onRemoved = (event: AuctionRemovedEvent) => {
    removedEarly = event;
  };
  const unsubscribes = [
    liveBus.subscribe(productId, (event) => deliver(event)),
    liveBus.subscribeClosed(productId, (event) => onClosed(event)),
    liveBus.subscribeUpdated(productId, (event) => onUpdated(event)),
    liveBus.subscribeRemoved(productId, (event) => onRemoved(event)),
    liveBus.onRelisten(() => onRelisten()),
  ];
  let open = true;
  const stop = () => {
    open = false;
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  };
  response.on('close', stop);
  // A shutdown ends the stream before its connection closes: nothing may be written after that.
  response.on('finish', stop);

  let start: LiveStreamState;
  try {
    start = await service.streamStart(productId);
  } catch (error) {
    stop();
    throw error;
  }
  if (!open) return;

  if (!openEventStream(response, openStreams, { heartbeatEvent: options.heartbeatEvent })) return stop();
  // A client that claims more than exists (another database, a typo) resumes from what exists.
  const lastSent = Math.min(lastEventId ?? start.sequence, start.sequence);
  // Heard on the bus and found by a catch-up both: the stream ends once.
  const removed = () => {
    if (open) onRemoved({ productId });
  };
  const writer = orderedWriter(response, options, { ...start, lastSent }, { isOpen: () => open, stop, removed });
  if (lastSent < start.sequence) writer.catchUp();
  if (start.closed) writer.closed(start.closed);
  ({ deliver, closed: onClosed, updated: onUpdated, resync: onRelisten } = writer);
  arrivedEarly.forEach((pass) => pass(writer));
  // Nothing follows a removal: what is still queued is dropped and the stream ends (the page closes
  // its EventSource on this event rather than reconnect to a product that no longer exists).
  onRemoved = (event) => {
    stop();
    response.end(`event: removed\ndata: ${JSON.stringify(event)}\n\n`);
  };
  if (removedEarly) onRemoved(removedEarly);
}
