import { DashboardShell } from './DashboardShell';

const ADMIN_LINKS = [
  { to: '/dashboard/admin/create-category', label: 'Create Category' },
  { to: '/dashboard/admin/create-product', label: 'Create Product' },
  { to: '/dashboard/admin/products', label: 'All Products' },
];

export function AdminDashboardLayout() {
  return <DashboardShell heading="Admin Panel" links={ADMIN_LINKS} />;
}
