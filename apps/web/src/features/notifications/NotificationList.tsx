import { Link } from 'react-router-dom';
import type { Notification } from '@bidhub/contracts';
import { formatZonedMoment } from '../../lib/format';
import { groupNotices } from './group-notices';

interface NotificationListProps {
  notifications: Notification[];
  /** Older notices follow the last one listed. */
  hasOlder: boolean;
  onPick(): void;
}

export function NotificationList({ notifications, hasOlder, onPick }: NotificationListProps) {
  return (
    <ul className="notification-list" data-testid="notification-list">
      {groupNotices(notifications, hasOlder).map(({ notice, count, orMore, read }) => (
        <li key={notice._id} data-notice-id={notice._id} className={read ? 'notification-list__item' : 'notification-list__item notification-list__item--new'}>
          {/* Bold says 'new' to the eye only: a screen reader hears it said. */}
          {!read && <span className="visually-hidden">New: </span>}
          {/* A removed auction's page is gone: its notices open the bid history kept of it. */}
          <Link to={notice.product.removed ? `/removed/${notice.product._id}` : `/product/${notice.product.slug}`} onClick={onPick}>
            {notice.message}
          </Link>
          <p className="notification-list__when">
            {count > 1 && `${count}${orMore ? ' or more' : ''} times, the latest `}
            <time dateTime={notice.createdAt}>{formatZonedMoment(notice.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
