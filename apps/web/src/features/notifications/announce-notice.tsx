import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router-dom';
import type { Notification } from '@bidhub/contracts';
import { noticeToastId, wasToldOnThisPage } from '../../lib/toast-ids';

const SHOWN_MS = 6000;

/**
 * A notice's words, with a link to its auction: on a phone the toast is the quickest way back to it.
 * It stays seconds over the page (on a phone over a card's buttons or the bid form), so it can be
 * closed at once.
 */
function NoticeToast({ text, notification, id }: { text: string; notification: Notification; id: string }) {
  const dismiss = () => toast.dismiss(id);
  const auctionPath = `/product/${encodeURIComponent(notification.product.slug)}`;
  // On the auction's own page a link to it would lead nowhere new.
  const elsewhere = useLocation().pathname !== auctionPath;
  return (
    <span className="notice-toast">
      <span>
        <span>{text}</span>
        {/* A removed auction has no page to go to. */}
        {!notification.product.removed && elsewhere && (
          <>
            {' '}
            <Link to={auctionPath} onClick={dismiss}>
              Go to the auction
            </Link>
          </>
        )}
      </span>
      <button type="button" className="notice-toast__close" aria-label="Dismiss" onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}

/**
 * What a bidder must hear at once interrupts whatever page the user is on: outbid, an ending soon or
 * moved, and how an auction they bid on ended (won, lost, no sale, removed). A seller's sold and
 * unsold wait in the bell.
 */
export function announceNotice(notification: Notification) {
  if (wasToldOnThisPage(notification.product._id, notification.kind)) return;
  const id = noticeToastId(notification.product._id, notification.kind);
  const content = (text: string) => <NoticeToast text={text} notification={notification} id={id} />;
  if (notification.kind === 'outbid') toast(content(`You've been outbid on ${notification.product.name}`), { id, duration: SHOWN_MS });
  if (notification.kind === 'won') toast.success(content(notification.message), { id, duration: SHOWN_MS });
  if (notification.kind === 'removed') toast.error(content(notification.message), { id, duration: SHOWN_MS });
  if (['ending-soon', 'rescheduled', 'lost', 'reserve-not-met'].includes(notification.kind)) toast(content(notification.message), { id, duration: SHOWN_MS });
}
