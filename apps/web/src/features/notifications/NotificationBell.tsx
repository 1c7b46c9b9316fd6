import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Notification } from '@bidhub/contracts';
import { DataError } from '../../components/DataError';
import { useDismissOutside } from '../../components/use-dismiss';
import { BellIcon } from './BellIcon';
import { NotificationList } from './NotificationList';
import { useNotifications } from './use-notifications';
import { useOlderNotices } from './use-older-notices';

const MAX_SHOWN_COUNT = 99;

/** An empty bell says what will come to it, so a new bidder knows to look here. */
const NOTHING_YET = "No notifications yet. You'll be told here when you're outbid, when an auction you bid on or watch is about to end, and when one you bid on ends.";

interface OlderButtonProps {
  loading: boolean;
  error: string | undefined;
  onClick(): void;
}

/** Reads the next page of older notices into the panel; a failure is said beside it, to try again. */
function OlderNoticesButton({ loading, error, onClick }: OlderButtonProps) {
  return (
    <>
      {error !== undefined && <p role="alert" className="alert alert--error">{`Older notifications could not be loaded: ${error}`}</p>}
      <button type="button" className="btn btn--block notification-list__older" aria-busy={loading || undefined} onClick={() => !loading && onClick()}>
        {loading ? 'Loading older notifications…' : 'Show older notifications'}
      </button>
    </>
  );
}

/** The first page and the older pages read since the panel opened, each notice once. */
const listedTogether = (first: readonly Notification[], older: readonly Notification[]) => {
  const seen = new Set(first.map((notice) => notice._id));
  return [...first, ...older.filter((notice) => !seen.has(notice._id))];
};

/**
 * The header's bell: the unread count, and the latest notifications when opened, which reads those
 * it shows (only those: an older unread one stays counted until its page is shown too).
 * The panel follows the button in the page, so Tab reaches its links; Escape closes it back to the bell.
 */
export function NotificationBell({ userId, token }: { userId: string; token: string }) {
  const { notifications, hasOlder: firstHasOlder, unread, loading, loadError, retry, markShownRead } = useNotifications(userId, token);
  const older = useOlderNotices(markShownRead);
  const { forget } = older;
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismissOutside(area, open, close);
  useEffect(() => {
    if (!open) forget();
  }, [open, forget]);
  const listed = listedTogether(notifications, older.notices);
  const hasOlder = older.hasOlder ?? firstHasOlder;

  // Marking read clears the count only: the listed items keep their read flags until the next
  // fetch, so what was new when the list opened stays marked as new while it is open.
  const toggle = () => {
    setOpen(!open);
    if (!open && unread > 0) markShownRead(notifications);
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
          ) : listed.length > 0 ? (
            <>
              <NotificationList notifications={listed} hasOlder={hasOlder} onPick={close} />
              {hasOlder && <OlderNoticesButton loading={older.loading} error={older.error} onClick={() => older.readAfter(listed.at(-1)!)} />}
            </>
          ) : (
            <p className="empty">{loading ? 'Loading…' : NOTHING_YET}</p>
          )}
        </div>
      )}
    </div>
  );
}
