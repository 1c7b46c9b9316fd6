export { NotificationBell } from './NotificationBell';
