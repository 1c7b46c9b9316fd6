import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useSession } from '../features/auth';
import { useHydrated } from '../lib/use-hydrated';
import { SearchBox } from '../features/search';
import { WishlistMenuCount } from '../features/wishlist/shell';
import { AppFooter } from './AppFooter';
import { ScreenErrorFallback } from './ErrorFallback';
import { MainNav } from './MainNav';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { usePhoneMenu } from './use-phone-menu';
import { useFocusReturn } from './use-focus-return';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';

// Only signed-in users have a bell: its live stream and the schema checking what arrives load with it.
const NotificationBell = lazy(() => import('../features/notifications').then((module) => ({ default: module.NotificationBell })));

const MAIN_ID = 'main';

export function Layout() {
  const { session } = useSession();
  const menu = usePhoneMenu();
  const hydrated = useHydrated();
  useScrollToTopOnNavigate(MAIN_ID);
  useFocusReturn(MAIN_ID);
  return (
    // Until the app has taken over the server's HTML its buttons and fields would do nothing: they
    // stay disabled (a tap is refused, not lost) and links work as plain links.
    <fieldset className="app" disabled={!hydrated} role="none">
      {/* The first Tab stop: keyboard users skip the header's links and menus to the page itself. */}
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <header className="app__header" onKeyDown={menu.onKeyDown}>
        <Link to="/home" className="app__brand" aria-label="BidHub home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="app__brand-name">BidHub</span>
        </Link>
        {/* Text typed before the app runs would be lost: the box comes with it, in the space kept for it. */}
        {hydrated ? <SearchBox /> : <div className="search-box" aria-hidden="true" />}
        <button ref={menu.button} type="button" className="app__menu-toggle" aria-expanded={menu.open} aria-controls="main-nav" onClick={menu.toggle}>
          <span aria-hidden="true" className="app__menu-icon" />
          <span className="app__menu-label">Menu</span>
          <WishlistMenuCount />
        </button>
        <MainNav id="main-nav" open={menu.open} ref={menu.nav} />
        {/* Outside the nav, so a phone shows the unread count without opening the menu. */}
        {/* The server's page keeps the bell's place where the browser says someone is signed in (SIGNED_IN_HINT). */}
        {!hydrated && <span className="app__bell-placeholder app__bell-slot" aria-hidden="true" />}
        {session && (
          <Suspense fallback={<span className="app__bell-area app__bell-placeholder" />}>
            <NotificationBell userId={session.user._id} token={session.token} />
          </Suspense>
        )}
      </header>
      <main id={MAIN_ID} className="app__main" tabIndex={-1}>
        {/* A screen still downloading (antd's first, say), or one that failed, keeps the header and footer in place. */}
        <RouteErrorBoundary fallback={ScreenErrorFallback}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <AppFooter />
    </fieldset>
  );
}
