import { Layout as AntLayout } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { useSession } from '../features/auth/session/use-session';
import { CategoriesMenu } from '../features/catalog/CategoriesMenu';
import { SearchBox } from '../features/search/SearchBox';
import { WishlistLink } from '../features/wishlist/WishlistLink';
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
          <CategoriesMenu />
          <SearchBox />
          <div className="app__session">
            {session ? (
              <AccountMenu user={session.user} />
            ) : (
              <>
                <Link to="/register">Register</Link>
                <Link to="/login">Login</Link>
              </>
            )}
            <WishlistLink />
          </div>
        </nav>
      </AntLayout.Header>
      <AntLayout.Content className="app__main">
        <Outlet />
      </AntLayout.Content>
      <AntLayout.Footer className="app__footer">
        <p className="app__footer-text">BidHub - every bid checked by the server, shown live, provable afterwards.</p>
        <nav aria-label="Footer" className="app__footer-links">
          <Link to="/about">About</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/policy">Privacy Policy</Link>
        </nav>
      </AntLayout.Footer>
    </AntLayout>
  );
}
