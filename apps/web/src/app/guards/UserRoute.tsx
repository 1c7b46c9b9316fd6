import { useLocation } from 'react-router-dom';
import { GuardedRoute } from './GuardedRoute';

/**
 * The user dashboard: any signed-in user, who comes back to the same page after logging in, its
 * query too (the Own page's ?page=2; outside audit N1).
 */
export function UserRoute() {
  const { pathname, search, hash } = useLocation();
  return <GuardedRoute access="user" returnTo={pathname + search + hash} />;
}
