import { Navigate } from 'react-router-dom';
import { dashboardPath, useSession } from '../../features/auth';

/**
 * '/dashboard' on its own leads where the header's Dashboard entry does. A visitor goes to the user
 * dashboard, whose guard sends them to log in and back.
 */
export function ToOwnDashboard() {
  const { session } = useSession();
  return <Navigate to={session ? dashboardPath(session.user) : '/dashboard/user'} replace />;
}
