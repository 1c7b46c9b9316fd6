import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../session/use-session';
import { AccountFacts } from './AccountFacts';

/** /dashboard/user: who is signed in. */
export function UserDashboardPage() {
  useDocumentTitle('Dashboard');
  const { session } = useSession();
  if (!session) return null;
  const { name, email, address } = session.user;
  return (
    <AccountFacts
      title="Your account"
      editPath="/dashboard/user/profile"
      facts={[
        { label: 'Name', value: name },
        { label: 'Username', value: email },
        { label: 'Address', value: address },
      ]}
    />
  );
}
