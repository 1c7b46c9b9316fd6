import { useCallback, useId, useRef, useState } from 'react';
import { DataError } from '../../components/DataError';
import { useDismissOutside } from '../../components/use-dismiss';
import { BellIcon } from './BellIcon';
import { NotificationList } from './NotificationList';
import { useNotifications } from './use-notifications';

const MAX_SHOWN_COUNT = 99;

/** An empty bell says what will come to it, so a new bidder knows to look here. */
const NOTHING_YET = "No notifications yet. You'll be told here when you're outbid, when an auction you bid on or watch is about to end, and when one you bid on ends.";

/**
 * The header's bell: the unread count, and the latest notifications when opened (which reads them).
 * The panel follows the button in the page, so Tab reaches its links; Escape closes it back to the bell.
 */
export function NotificationBell({ userId, token }: { userId: string; token: string }) {
  const { notifications, unread, loading, loadError, retry, markAllRead } = useNotifications(userId, token);
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismissOutside(area, open, close);

  // Marking read clears the count only: the listed items keep their read flags until the next
  // fetch, so what was new when the list opened stays marked as new while it is open.
  const toggle = () => {
    setOpen(!open);
    if (!open && unread > 0) markAllRead();
  };

  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <div
      ref={area}
      className="app__bell-area"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button ref={button} type="button" className="app__bell" aria-label={label} aria-expanded={open} aria-controls={open ? panelId : undefined} data-testid="notification-bell" onClick={toggle}>
        <BellIcon />
        {unread > 0 && (
          <span className="count-badge app__bell-count" aria-hidden="true">
            {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} role="dialog" aria-label="Notifications" className="popover app__bell-panel">
          <p className="popover__title">Notifications</p>
          {loadError !== undefined ? (
            <DataError title="Your notifications could not be loaded" message={loadError} onRetry={retry} />
          ) : notifications.length > 0 ? (
            <NotificationList notifications={notifications} onPick={close} />
          ) : (
            <p className="empty">{loading ? 'Loading…' : NOTHING_YET}</p>
          )}
        </div>
      )}
    </div>
  );
}
