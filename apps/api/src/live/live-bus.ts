import { EventEmitter } from 'node:events';
import {
  auctionClosedEventSchema,
  auctionRemovedEventSchema,
  auctionUpdatedEventSchema,
  liveBidEventSchema,
  notificationSchema,
  type AuctionClosedEvent,
  type AuctionRemovedEvent,
  type AuctionUpdatedEvent,
  type LiveBidEvent,
  type Notification,
} from '@bidhub/contracts';
import type pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.js';
import { createOrderedNotifier } from './ordered-notifier.js';

export type BidListener = (event: LiveBidEvent) => void;

/** What a cached catalog read depends on: the category list, or products (their count per filter). */
export type CatalogChange = 'categories' | 'products';
const catalogChangeSchema = z.enum(['categories', 'products']);
/** A user's password changed: their other sessions are over, and their open streams end now. */
const passwordChangedSchema = z.literal('password-changed');

/**
 * How live news reaches every open stream, whichever API process caused it: accepted bids and
 * closings (keyed by product), notifications and password changes (keyed by the user they are for).
 */
export interface LiveBus {
  /** Called after the bid's transaction committed; never throws, a lost event is only logged. */
  publish(event: LiveBidEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(productId: string, listener: BidListener): () => void;
  publishClosed(event: AuctionClosedEvent): void;
  subscribeClosed(productId: string, listener: (event: AuctionClosedEvent) => void): () => void;
  /** An admin deleted the product: its watchers are told, and their streams end. */
  publishRemoved(event: AuctionRemovedEvent): void;
  subscribeRemoved(productId: string, listener: (event: AuctionRemovedEvent) => void): () => void;
  /** An admin edited the product: its watchers re-read it (a moved end time above all). */
  publishUpdated(event: AuctionUpdatedEvent): void;
  subscribeUpdated(productId: string, listener: (event: AuctionUpdatedEvent) => void): () => void;
  publishNotification(userId: string, notification: Notification): void;
  subscribeNotifications(userId: string, listener: (notification: Notification) => void): () => void;
  publishPasswordChanged(userId: string): void;
  subscribePasswordChanged(userId: string, listener: () => void): () => void;
  /** Tells every process (this one at once) that cached catalog reads of this kind are out of date. */
  publishCatalogChange(change: CatalogChange): void;
  /**
   * Hears catalog changes and accepted bids (which move a product's price and bid count) of any
   * product. A closing is not one: it only records that an ended auction was settled, which no list
   * or total shows (they follow the end time itself), and with a million products one ends every
   * second or two, which would empty every cached page and total as often.
   */
  onCatalogChange(listener: (change: CatalogChange) => void): () => void;
  /**
   * Hears that this process listens again after its LISTEN connection was lost: whatever was
   * published in between never reached it, so each holder of live state reads what it missed from
   * the database (catalog caches hear a change of every kind instead). Never on an embedded engine.
   */
  onRelisten(listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'bidhub_bids';
const RELISTEN_DELAY_MS = 1000;
/** Not a topic, so no message can be mistaken for it. */
const RELISTENED = 'relistened';

const topicSchemas = {
  bid: liveBidEventSchema,
  closed: auctionClosedEventSchema,
  removed: auctionRemovedEventSchema,
  updated: auctionUpdatedEventSchema,
  notification: notificationSchema,
  password: passwordChangedSchema,
  catalog: catalogChangeSchema,
} as const;
type Topic = keyof typeof topicSchemas;
type TopicData<T extends Topic> = z.infer<(typeof topicSchemas)[T]>;

/** One message on the bus: a topic, the product or user it concerns, and its data. */
interface BusMessage {
  topic: Topic;
  key: string;
  data: unknown;
}

/** PostgreSQL LISTEN/NOTIFY on a server, so that several processes share events; in-process on an embedded engine. */
export async function createLiveBus(database: DatabaseHandle, logger: Logger): Promise<LiveBus> {
  return database.pool ? createPostgresLiveBus(database.pool, logger) : createInProcessLiveBus();
}

function createFanOut() {
  const emitter = new EventEmitter();
  // One listener per open live stream; hundreds of watchers on one product are normal.
  emitter.setMaxListeners(0);
  /** Listeners of a whole topic (every key) hear a message under the bare topic name. */
  const emitTopic = (message: BusMessage) => emitter.emit(message.topic, message);
  return {
    emit: (message: BusMessage) => {
      emitter.emit(`${message.topic}:${message.key}`, message.data);
      emitTopic(message);
    },
    emitTopic,
    /** Only data checked against the topic's schema (or published in-process, typed) is emitted. */
    on<T extends Topic>(topic: T, key: string, listener: (data: TopicData<T>) => void) {
      const name = `${topic}:${key}`;
      const untyped = listener as (data: unknown) => void;
      emitter.on(name, untyped);
      return () => emitter.off(name, untyped);
    },
    onTopic(topic: Topic, listener: (message: BusMessage) => void) {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    relistened: () => emitter.emit(RELISTENED),
    onRelisten(listener: () => void) {
      emitter.on(RELISTENED, listener);
      return () => emitter.off(RELISTENED, listener);
    },
    clear() {
      emitter.removeAllListeners();
    },
  };
}

/** The typed face of the bus, the same for both transports. */
function typedEvents(send: (message: BusMessage) => void, fanOut: ReturnType<typeof createFanOut>, close: () => Promise<void>): LiveBus {
  const { on, onTopic, onRelisten } = fanOut;
  return {
    publish: (event) => send({ topic: 'bid', key: event.productId, data: event }),
    subscribe: (productId, listener) => on('bid', productId, listener),
    publishClosed: (event) => send({ topic: 'closed', key: event.productId, data: event }),
    subscribeClosed: (productId, listener) => on('closed', productId, listener),
    publishRemoved: (event) => send({ topic: 'removed', key: event.productId, data: event }),
    subscribeRemoved: (productId, listener) => on('removed', productId, listener),
    publishUpdated: (event) => send({ topic: 'updated', key: event.productId, data: event }),
    subscribeUpdated: (productId, listener) => on('updated', productId, listener),
    publishNotification: (userId, notification) => send({ topic: 'notification', key: userId, data: notification }),
    subscribeNotifications: (userId, listener) => on('notification', userId, listener),
    publishPasswordChanged: (userId) => send({ topic: 'password', key: userId, data: 'password-changed' }),
    subscribePasswordChanged: (userId, listener) => on('password', userId, () => listener()),
    publishCatalogChange: (change) => send({ topic: 'catalog', key: change, data: change }),
    onCatalogChange(listener) {
      const unsubscribe = [
        onTopic('catalog', (message) => listener(message.data as CatalogChange)),
        onTopic('bid', () => listener('products')),
      ];
      return () => unsubscribe.forEach((off) => off());
    },
    onRelisten,
    close,
  };
}

export function createInProcessLiveBus(): LiveBus {
  const fanOut = createFanOut();
  return typedEvents(fanOut.emit, fanOut, async () => fanOut.clear());
}

/** A message from another process, checked against its topic's contract before anyone sees it. */
function parseNotification(payload: string): BusMessage | undefined {
  try {
    const message = JSON.parse(payload) as Partial<BusMessage>;
    if (typeof message.key !== 'string' || typeof message.topic !== 'string' || !(message.topic in topicSchemas)) return undefined;
    const parsed = topicSchemas[message.topic].safeParse(message.data);
    return parsed.success ? { topic: message.topic, key: message.key, data: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

/** This process's notifications, in the order it sends them. */
const notifierOn = (pool: pg.Pool, logger: Logger) =>
  createOrderedNotifier(
    (payloads) => pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [CHANNEL, payloads]),
    (error, lost) => logger.error({ err: error, lost }, 'could not publish live events'),
  );

/**
 * Listening again after the connection was lost: what was published in between never reached this
 * process, so every cached catalog read is forgotten and open streams read what they missed
 * (LiveBus.onRelisten). Only now: anything committed from here on is heard, so those reads miss
 * nothing.
 */
function caughtUp(fanOut: ReturnType<typeof createFanOut>, logger: Logger) {
  logger.info('listening for live events again; open streams catch up on what they missed');
  for (const change of catalogChangeSchema.options) fanOut.emitTopic({ topic: 'catalog', key: change, data: change });
  fanOut.relistened();
}

/**
 * The dedicated LISTEN connection: taken from the pool, and taken again after it is lost, after
 * which open streams catch up on what they missed.
 */
function keepListening(pool: pg.Pool, logger: Logger, fanOut: ReturnType<typeof createFanOut>) {
  let listener: pg.PoolClient | undefined;
  let relistenTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || message.payload === undefined) return;
    const parsed = parseNotification(message.payload);
    if (parsed) fanOut.emit(parsed);
    else logger.warn({ payload: message.payload }, 'ignored a malformed live event notification');
  };

  const relistenLater = () => {
    if (closed || relistenTimer) return;
    relistenTimer = setTimeout(() => {
      relistenTimer = undefined;
      listen().then(() => closed || caughtUp(fanOut, logger), (error: unknown) => {
        logger.warn({ err: error }, 'LISTEN for live events failed, retrying');
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
      logger.warn({ err: error }, 'live events connection lost, listening again');
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

  const close = () => {
    closed = true;
    clearTimeout(relistenTimer);
    // Destroyed rather than returned to the pool: a pooled connection must not stay subscribed.
    listener?.release(true);
    listener = undefined;
  };
  return { listen, close };
}

/**
 * Every process LISTENs on one channel through a dedicated connection and publishes with NOTIFY;
 * a process hears its own notifications too, so local watchers are served by the same path.
 */
async function createPostgresLiveBus(pool: pg.Pool, logger: Logger): Promise<LiveBus> {
  const fanOut = createFanOut();
  const listening = keepListening(pool, logger, fanOut);
  await listening.listen();
  const notifier = notifierOn(pool, logger);
  const send = (message: BusMessage) => {
    // Whole-topic listeners (caches) here hear it at once, so that this process reads its own
    // writes; they hear it again with the notification, and forgetting twice is harmless.
    fanOut.emitTopic(message);
    notifier.notify(JSON.stringify(message));
  };
  return typedEvents(send, fanOut, async () => {
    // What the last requests published goes out before the pool closes under it.
    await notifier.settled();
    listening.close();
    fanOut.clear();
  });
}
