import { Navigate } from 'react-router-dom';
import { dashboardPath } from '../../features/auth/dashboard-path';
import { useSession } from '../../features/auth/session/use-session';

/**
 * '/dashboard' on its own leads where the header's Dashboard entry does. A visitor goes to the user
 * dashboard, whose guard sends them to log in and back.
 */
export function ToOwnDashboard() {
  const { session } = useSession();
  return <Navigate to={session ? dashboardPath(session.user) : '/dashboard/user'} replace />;
}
