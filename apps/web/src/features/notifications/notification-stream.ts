import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { Notification } from '@bidhub/contracts';
import { API_BASE } from '../../lib/api-base';
import { endSession, refusesToken, RENEWED_TOKEN_HEADER, renewSession } from '../../lib/session-events';
import { isNotification } from './is-notification';

const RETRY_MS = 5000;

/** The token is dead: asking again every few seconds would be refused every time. */
class TokenRefused extends Error {}
/** The server ended the stream (a restart, a deploy, a session that no longer holds). */
class StreamEnded extends Error {}

export interface NotificationStreamHandlers {
  /** The stream is (re)connected: anything sent while it was down is in GET /notifications now. */
  onOpen(): void;
  onNotification(notification: Notification): void;
}

/** As on the product page's stream: two heartbeats unheard (and some slack) means the connection went silent. */
const SILENCE_MS = 35_000;

/**
 * Follows GET /notifications/live with the token in the Authorization header - EventSource cannot
 * send headers, and a long-lived token must not travel in a URL. Reconnects until aborted, also when
 * the connection goes silent without closing (a phone changing networks), which fetch never reports.
 */
export function followNotifications(token: string, handlers: NotificationStreamHandlers, signal: AbortSignal): void {
  if (signal.aborted) return;
  const connection = new AbortController();
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort, { once: true });
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      abort();
      followNotifications(token, handlers, signal);
    }, SILENCE_MS);
  };
  heard();
  void fetchEventSource(`${API_BASE}/notifications/live`, {
    headers: { Authorization: token, 'X-Heartbeat': 'event' },
    signal: connection.signal,
    // Keep listening in a background tab: the toast is for whatever page the user comes back to.
    openWhenHidden: true,
    async onopen(response) {
      if (refusesToken(response.status, response.headers.get('www-authenticate'))) {
        endSession(token);
        throw new TokenRefused();
      }
      if (!response.ok) throw new Error(`notifications stream refused: ${response.status}`);
      heard();
      renewSession(token, response.headers.get(RENEWED_TOKEN_HEADER));
      handlers.onOpen();
    },
    onmessage(message) {
      heard();
      if (message.event !== 'notification') return;
      const data: unknown = JSON.parse(message.data);
      if (isNotification(data)) handlers.onNotification(data);
    },
    // A stream the server ended cleanly would otherwise be the end of the notices until a reload:
    // fetchEventSource only retries after an error.
    onclose() {
      throw new StreamEnded();
    },
    // Throwing from onerror stops for good; returning a delay retries, undefined after the server's
    // `retry:` (a restart asks for 1 s).
    onerror: (error) => {
      if (error instanceof TokenRefused) throw error;
      return error instanceof StreamEnded ? undefined : RETRY_MS;
    },
  })
    .catch(() => undefined)
    // Ended (the token refused, the page done with it, or a silence that opened a new connection).
    .finally(() => clearTimeout(silence));
}
