import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { Notification } from '@bidhub/contracts';
import { noticeToastId, wasToldOnThisPage } from '../../lib/toast-ids';

const SHOWN_MS = 6000;

/** A notice's words, with a link to its auction: on a phone the toast is the quickest way back to it. */
function NoticeToast({ text, notification, id }: { text: string; notification: Notification; id: string }) {
  // A removed auction has no page to go to.
  if (notification.product.removed) return <>{text}</>;
  return (
    <span>
      <span>{text}</span>{' '}
      <Link to={`/product/${encodeURIComponent(notification.product.slug)}`} onClick={() => toast.dismiss(id)}>
        Go to the auction
      </Link>
    </span>
  );
}

/** Outbid, won, removed, ending soon and a moved end are worth interrupting whatever page the user is on; the rest wait in the bell. */
export function announceNotice(notification: Notification) {
  if (wasToldOnThisPage(notification.product._id, notification.kind)) return;
  const id = noticeToastId(notification.product._id, notification.kind);
  const content = (text: string) => <NoticeToast text={text} notification={notification} id={id} />;
  if (notification.kind === 'outbid') toast(content(`You've been outbid on ${notification.product.name}`), { id, duration: SHOWN_MS });
  if (notification.kind === 'won') toast.success(content(notification.message), { id, duration: SHOWN_MS });
  if (notification.kind === 'removed') toast.error(content(notification.message), { id, duration: SHOWN_MS });
  if (notification.kind === 'ending-soon' || notification.kind === 'rescheduled') toast(content(notification.message), { id, duration: SHOWN_MS });
}
