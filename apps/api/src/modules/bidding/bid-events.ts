import { EventEmitter } from 'node:events';
import { liveBidEventSchema, type LiveBidEvent } from '@bidhub/contracts';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/database.js';

export type BidListener = (event: LiveBidEvent) => void;

/** How accepted bids reach every live stream, whichever API process placed them. */
export interface BidEvents {
  /** Called after the bid's transaction committed; never throws, a lost event is only logged. */
  publish(event: LiveBidEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(productId: string, listener: BidListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'bidhub_bids';
const RELISTEN_DELAY_MS = 1000;

/** PostgreSQL LISTEN/NOTIFY on a server, so that several processes share events; in-process on PGlite. */
export async function createBidEvents(database: DatabaseHandle, logger: Logger): Promise<BidEvents> {
  return database.pool ? createPostgresBidEvents(database.pool, logger) : createInProcessBidEvents();
}

function createFanOut() {
  const emitter = new EventEmitter();
  // One listener per open live stream; hundreds of watchers on one product are normal.
  emitter.setMaxListeners(0);
  return {
    emit: (event: LiveBidEvent) => emitter.emit(event.productId, event),
    subscribe(productId: string, listener: BidListener) {
      emitter.on(productId, listener);
      return () => emitter.off(productId, listener);
    },
    clear() {
      emitter.removeAllListeners();
    },
  };
}

export function createInProcessBidEvents(): BidEvents {
  const fanOut = createFanOut();
  return {
    publish: (event) => fanOut.emit(event),
    subscribe: fanOut.subscribe,
    async close() {
      fanOut.clear();
    },
  };
}

function parseNotification(payload: string): LiveBidEvent | undefined {
  try {
    const parsed = liveBidEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every process LISTENs on one channel through a dedicated connection and publishes with NOTIFY;
 * a process hears its own notifications too, so local watchers are served by the same path.
 */
export async function createPostgresBidEvents(pool: pg.Pool, logger: Logger): Promise<BidEvents> {
  const fanOut = createFanOut();
  let listener: pg.PoolClient | undefined;
  let relistenTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || message.payload === undefined) return;
    const event = parseNotification(message.payload);
    if (event) fanOut.emit(event);
    else logger.warn({ payload: message.payload }, 'ignored a malformed bid notification');
  };

  const relistenLater = () => {
    if (closed || relistenTimer) return;
    relistenTimer = setTimeout(() => {
      relistenTimer = undefined;
      listen().catch((error: unknown) => {
        logger.warn({ err: error }, 'LISTEN for bid events failed, retrying');
        relistenLater();
      });
    }, RELISTEN_DELAY_MS);
  };

  async function listen() {
    const client = await pool.connect();
    client.on('notification', onNotification);
    client.on('error', (error) => {
      // A connection already given up (closing, or failed while starting) has nothing left to release.
      if (listener !== client) return;
      listener = undefined;
      logger.warn({ err: error }, 'bid events connection lost, listening again');
      client.release(error);
      relistenLater();
    });
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    if (closed) {
      client.release(true);
      return;
    }
    listener = client;
  }

  await listen();
  return {
    publish(event) {
      pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]).catch((error: unknown) => {
        logger.error({ err: error, productId: event.productId, seq: event.seq }, 'could not publish a bid event');
      });
    },
    subscribe: fanOut.subscribe,
    async close() {
      closed = true;
      clearTimeout(relistenTimer);
      // Destroyed rather than returned to the pool: a pooled connection must not stay subscribed.
      listener?.release(true);
      listener = undefined;
      fanOut.clear();
    },
  };
}
