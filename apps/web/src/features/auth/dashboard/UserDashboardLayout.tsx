import { DashboardShell } from './DashboardShell';

// Items goes to the wishlist (user/cart), as the spec's side menu does; user/items is the separate 'Own' page.
const USER_LINKS = [
  { to: '/dashboard/user/profile', label: 'Profile' },
  { to: '/dashboard/user/cart', label: 'Items' },
];

export function UserDashboardLayout() {
  return <DashboardShell heading="Dashboard" links={USER_LINKS} />;
}
