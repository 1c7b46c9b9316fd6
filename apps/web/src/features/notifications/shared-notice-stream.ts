import type { Notification } from '@bidhub/contracts';
import { isNotification } from './is-notification';
import { followNotifications, type NotificationStreamHandlers } from './notification-stream';

/** What the tab holding the stream tells the others of the same account; and any tab, that it marked notices read. */
type Relayed = { kind: 'open' } | { kind: 'read' } | { kind: 'notification'; notification: Notification };

const isRelayed = (data: unknown): data is Relayed =>
  typeof data === 'object' &&
  data !== null &&
  ((data as Relayed).kind === 'open' || (data as Relayed).kind === 'read' || ((data as Relayed).kind === 'notification' && isNotification((data as { notification?: unknown }).notification)));

const channelName = (userId: string) => `bidhub-notices:${userId}`;

export interface SharedNoticeHandlers extends NotificationStreamHandlers {
  /** Another tab of the account marked notices read: the count and the list here are behind. */
  onReadElsewhere(): void;
}

/**
 * Tells the account's other tabs in view that notices were read here: each tab kept its own count
 * until the next notice, so a badge still counted notices read in another tab (outside audit R9).
 */
export function tellReadElsewhere(userId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName(userId));
  channel.postMessage({ kind: 'read' } satisfies Relayed);
  channel.close();
}

/** Resolves when `signal` aborts: the lock is held, and the stream followed, until then. */
const untilAborted = (signal: AbortSignal) => new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

/**
 * The account's notices for this tab, over one stream per browser: the tabs in view of one account
 * queue for a Web Lock, the one holding it follows the stream and relays each event to the others
 * over a BroadcastChannel, and when it closes or goes out of view the next one takes over. Each tab
 * had a stream of its own, and seven tabs in view used up the six connections a browser keeps to
 * a server over HTTP/1.1 (outside audit C1). Where the browser has neither (plain http on another
 * host is no secure context, so no locks), the tab follows its own stream.
 */
export function followSharedNotifications(userId: string, token: string, handlers: SharedNoticeHandlers, signal: AbortSignal): void {
  if (typeof BroadcastChannel === 'undefined' || !globalThis.navigator?.locks) return followNotifications(token, handlers, signal);
  const name = channelName(userId);
  const channel = new BroadcastChannel(name);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (!isRelayed(data)) return;
    if (data.kind === 'open') handlers.onOpen();
    else if (data.kind === 'read') handlers.onReadElsewhere();
    else handlers.onNotification(data.notification);
  };
  const relaying: NotificationStreamHandlers = {
    onOpen: () => {
      handlers.onOpen();
      channel.postMessage({ kind: 'open' } satisfies Relayed);
    },
    onNotification: (notification) => {
      handlers.onNotification(notification);
      channel.postMessage({ kind: 'notification', notification } satisfies Relayed);
    },
  };
  signal.addEventListener('abort', () => channel.close(), { once: true });
  // Joining (a tab opened or shown again) is a gap like a reconnect: what came meanwhile is read.
  handlers.onOpen();
  navigator.locks
    .request(name, { signal }, () => {
      followNotifications(token, relaying, signal);
      return untilAborted(signal);
    })
    // Aborted while waiting for the lock: this tab went out of view or signed out.
    .catch(() => undefined);
}
