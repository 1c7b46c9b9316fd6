import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover } from 'antd';
import { useState } from 'react';
import { NotificationList } from './NotificationList';
import { useNotifications } from './use-notifications';

/** The header's bell: the unread count, and the latest notifications when opened (which reads them). */
export function NotificationBell({ userId, token }: { userId: string; token: string }) {
  const { notifications, unread, markAllRead } = useNotifications(userId, token);
  const [open, setOpen] = useState(false);

  // Marking read clears the count only: the listed items keep their read flags until the next
  // fetch, so what was new when the list opened stays marked as new while it is open.
  const toggle = (next: boolean) => {
    setOpen(next);
    if (next && unread > 0) markAllRead();
  };

  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Popover
      open={open}
      onOpenChange={toggle}
      trigger="click"
      placement="bottomRight"
      title="Notifications"
      content={notifications.length === 0 ? <Empty description="No notifications yet" /> : <NotificationList notifications={notifications} onPick={() => setOpen(false)} />}
    >
      <Button type="text" className="app__bell" aria-label={label} data-testid="notification-bell">
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined aria-hidden="true" className="app__bell-icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
