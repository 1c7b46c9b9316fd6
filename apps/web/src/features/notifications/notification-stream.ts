import { fetchEventSource } from '@microsoft/fetch-event-source';
import { notificationSchema, type Notification } from '@bidhub/contracts';
import { endSession, refusesToken, RENEWED_TOKEN_HEADER, renewSession } from '../../lib/session-events';

const RETRY_MS = 5000;

/** The token is dead: asking again every few seconds would be refused every time. */
class TokenRefused extends Error {}

export interface NotificationStreamHandlers {
  /** The stream is (re)connected: anything sent while it was down is in GET /notifications now. */
  onOpen(): void;
  onNotification(notification: Notification): void;
}

/**
 * Follows GET /notifications/live with the token in the Authorization header - EventSource cannot
 * send headers, and a long-lived token must not travel in a URL. Reconnects until aborted.
 */
export function followNotifications(token: string, handlers: NotificationStreamHandlers, signal: AbortSignal): void {
  void fetchEventSource('/api/v1/notifications/live', {
    headers: { Authorization: token },
    signal,
    // Keep listening in a background tab: the toast is for whatever page the user comes back to.
    openWhenHidden: true,
    async onopen(response) {
      if (refusesToken(response.status, response.headers.get('www-authenticate'))) {
        endSession(token);
        throw new TokenRefused();
      }
      if (!response.ok) throw new Error(`notifications stream refused: ${response.status}`);
      renewSession(token, response.headers.get(RENEWED_TOKEN_HEADER));
      handlers.onOpen();
    },
    onmessage(message) {
      if (message.event !== 'notification') return;
      const parsed = notificationSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) handlers.onNotification(parsed.data);
    },
    // Throwing from onerror stops for good; returning a delay retries.
    onerror: (error) => {
      if (error instanceof TokenRefused) throw error;
      return RETRY_MS;
    },
  }).catch(() => undefined);
}
