import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../session/use-session';
import { AccountFacts } from './AccountFacts';

/** /dashboard/admin: the signed-in admin's details. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { session } = useSession();
  if (!session) return null;
  const { name, email, phone } = session.user;
  return (
    <AccountFacts
      title="Admin account"
      facts={[
        { label: 'Admin Name', value: name },
        { label: 'Admin Email', value: email },
        { label: 'Admin Contact', value: phone },
      ]}
    />
  );
}
