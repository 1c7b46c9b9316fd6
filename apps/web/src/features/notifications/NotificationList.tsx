import { Link } from 'react-router-dom';
import type { Notification } from '@bidhub/contracts';
import { formatMoment } from '../../lib/format';

interface NotificationListProps {
  notifications: Notification[];
  onPick(): void;
}

export function NotificationList({ notifications, onPick }: NotificationListProps) {
  return (
    <ul className="notification-list" data-testid="notification-list">
      {notifications.map((notification) => (
        <li key={notification._id} className={notification.read ? 'notification-list__item' : 'notification-list__item notification-list__item--new'}>
          {/* Bold says 'new' to the eye only: a screen reader hears it said. */}
          {!notification.read && <span className="visually-hidden">New: </span>}
          {/* A removed auction's page is gone: its notices open the bid history kept of it. */}
          <Link to={notification.product.removed ? `/removed/${notification.product._id}` : `/product/${notification.product.slug}`} onClick={onPick}>
            {notification.message}
          </Link>
          <time dateTime={notification.createdAt}>{formatMoment(notification.createdAt)}</time>
        </li>
      ))}
    </ul>
  );
}
