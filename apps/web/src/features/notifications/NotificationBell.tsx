import { useCallback, useId, useRef, useState } from 'react';
import type { Notification } from '@bidhub/contracts';
import { DataError } from '../../components/DataError';
import { useDismissOutside } from '../../components/use-dismiss';
import { BellIcon } from './BellIcon';
import { NotificationList } from './NotificationList';
import { OlderNoticesButton } from './OlderNoticesButton';
import { useNotifications } from './use-notifications';
import { useListedSinceOpen } from './use-listed-since-open';
import { useOlderNotices } from './use-older-notices';
import { useShowFirstOlder } from './use-show-first-older';

const MAX_SHOWN_COUNT = 99;

/** An empty bell says what will come to it, so a new bidder knows to look here. */
const NOTHING_YET = "No notifications yet. You'll be told here when you're outbid, when an auction you bid on or watch is about to end, and when one you bid on ends.";

/**
 * The header's bell: the unread count, and the latest notifications when opened, which reads those
 * it shows (only those: an older unread one stays counted until its page is shown too).
 * The panel follows the button in the page, so Tab reaches its links; Escape closes it back to the bell.
 */
export function NotificationBell({ userId, token }: { userId: string; token: string }) {
  const notices = useNotifications(userId, token);
  const { notifications, unread, markRead } = notices;
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
    if (!open && unread > 0) markRead(notifications);
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
      {open && <BellPanel id={panelId} notices={notices} onPick={close} />}
    </div>
  );
}

/** The first page and the older pages read since the panel opened, each notice once. */
const listedTogether = (first: readonly Notification[], older: readonly Notification[]) => {
  const seen = new Set(first.map((notice) => notice._id));
  return [...first, ...older.filter((notice) => !seen.has(notice._id))];
};

/** The open panel; the older pages it reads go when it closes. */
function BellPanel({ id, notices, onPick }: { id: string; notices: ReturnType<typeof useNotifications>; onPick(): void }) {
  const { notifications, unread, loading, loadError, retry, markRead } = notices;
  const older = useOlderNotices(markRead);
  const listed = listedTogether(useListedSinceOpen(notifications), older.notices);
  const hasOlder = older.hasOlder ?? notices.hasOlder;
  const title = useRef<HTMLParagraphElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useShowFirstOlder(panel, older.notices);
  return (
    <div ref={panel} id={id} role="dialog" aria-label="Notifications" className="popover app__bell-panel">
      <div className="notification-panel__head">
        <p ref={title} className="popover__title" tabIndex={-1}>
          Notifications
        </p>
        {/* Opening reads only what is shown: older unread ones may be read all at once. The button
            goes once nothing is unread, so the focus goes to the panel's title, not to the page. */}
        {unread > 0 && (
          <button
            type="button"
            className="btn btn--small"
            onClick={() => {
              markRead('all');
              title.current?.focus();
            }}
          >
            Mark all as read
          </button>
        )}
      </div>
      {loadError !== undefined ? (
        <DataError title="Your notifications could not be loaded" message={loadError} onRetry={retry} />
      ) : listed.length > 0 ? (
        <>
          <NotificationList notifications={listed} hasOlder={hasOlder} onPick={onPick} />
          {(hasOlder || older.notices.length > 0) && (
            <OlderNoticesButton loading={older.loading} error={older.error} exhausted={!hasOlder} olderShown={older.notices.length} onClick={() => older.readAfter(listed.at(-1)!)} />
          )}
        </>
      ) : (
        <p className="empty">{loading ? 'Loading…' : NOTHING_YET}</p>
      )}
    </div>
  );
}
