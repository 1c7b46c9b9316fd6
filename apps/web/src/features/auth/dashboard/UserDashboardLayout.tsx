import { DashboardShell } from './DashboardShell';

// Items goes to the wishlist (user/cart), as the spec's side menu does; 'Own' (user/items) lists the
// auctions the user has bid on, which the spec's menu has no entry for.
const USER_LINKS = [
  { to: '/dashboard/user/profile', label: 'Profile' },
  { to: '/dashboard/user/cart', label: 'Items' },
  { to: '/dashboard/user/items', label: 'Own' },
];

export function UserDashboardLayout() {
  return <DashboardShell heading="Dashboard" links={USER_LINKS} />;
}
