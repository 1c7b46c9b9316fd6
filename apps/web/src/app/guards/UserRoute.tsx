import { useLocation } from 'react-router-dom';
import { GuardedRoute } from './GuardedRoute';

/** The user dashboard: any signed-in user, who comes back to the same page after logging in. */
export function UserRoute() {
  const { pathname } = useLocation();
  return <GuardedRoute access="user" returnTo={pathname} />;
}
