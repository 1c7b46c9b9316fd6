import { GuardedRoute } from './GuardedRoute';

/**
 * The admin dashboard. Its redirect passes an empty path, as the spec says: a user turned away here is
 * usually not an admin, and sending them back after logging in would only turn them away again.
 */
export function AdminRoute() {
  return <GuardedRoute access="admin" returnTo="" />;
}
