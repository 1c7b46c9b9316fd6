import { Layout as AntLayout } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { useSession } from '../features/auth/session/use-session';
import { AccountMenu } from './AccountMenu';

export function Layout() {
  const { session } = useSession();
  return (
    <AntLayout className="app">
      <AntLayout.Header className="app__header">
        <Link to="/home" className="app__brand" aria-label="BidHub home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          BidHub
        </Link>
        <nav aria-label="Main" className="app__nav">
          <Link to="/home">Home</Link>
          <div className="app__session">
            {session ? (
              <AccountMenu user={session.user} />
            ) : (
              <>
                <Link to="/register">Register</Link>
                <Link to="/login">Login</Link>
              </>
            )}
          </div>
        </nav>
      </AntLayout.Header>
      <AntLayout.Content className="app__main">
        <Outlet />
      </AntLayout.Content>
      <AntLayout.Footer className="app__footer">BidHub - every bid checked by the server, shown live, provable afterwards.</AntLayout.Footer>
    </AntLayout>
  );
}
