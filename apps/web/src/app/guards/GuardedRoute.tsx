import { ROLE } from '@bidhub/contracts';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { DataError } from '../../components/DataError';
import { PageSpinner } from '../../components/PageSpinner';
import { type Access, useSession } from '../../features/auth';
import { LoginRedirect } from './LoginRedirect';
import { useAccessCheck } from './use-access-check';

interface GuardedRouteProps {
  access: Access;
  /** Where logging in should lead back to once the visitor has been sent to /login. */
  returnTo: string;
}

/** Renders the child routes only once the server confirms the stored token's access. */
export function GuardedRoute({ access, returnTo }: GuardedRouteProps) {
  const { session, replaceUser } = useSession();
  const check = useAccessCheck(access, session?.token);
  const refusedForRole = check.state === 'denied' && check.forRole;
  // Signed in but not an admin: the spec's redirect alone would read as if they had not logged in.
  const notAnAdmin = access === 'admin' && session !== undefined && (session.user.role !== ROLE.admin || refusedForRole);
  // An admin demoted since signing in: the stored role would keep sending them here from /dashboard.
  useEffect(() => {
    if (refusedForRole && access === 'admin' && session?.user.role === ROLE.admin) replaceUser({ ...session.user, role: ROLE.user });
  }, [refusedForRole, access, session, replaceUser]);

  switch (check.state) {
    case 'checking':
      return <PageSpinner label="Checking your access" />;
    case 'failed':
      return <DataError title="Your access could not be checked" message={check.message} onRetry={check.retry} wholePage />;
    case 'denied':
      return <LoginRedirect returnTo={returnTo} note={notAnAdmin ? `Only admins can open this page, and you are signed in as ${session.user.email}.` : undefined} />;
    case 'allowed':
      return <Outlet />;
  }
}
