import { fetchEventSource } from '@microsoft/fetch-event-source';
import { notificationSchema, type Notification } from '@bidhub/contracts';

const RETRY_MS = 5000;

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
      if (!response.ok) throw new Error(`notifications stream refused: ${response.status}`);
      handlers.onOpen();
    },
    onmessage(message) {
      if (message.event !== 'notification') return;
      const parsed = notificationSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) handlers.onNotification(parsed.data);
    },
    // Throwing from onerror would stop for good; returning a delay retries.
    onerror: () => RETRY_MS,
  }).catch(() => undefined);
}
