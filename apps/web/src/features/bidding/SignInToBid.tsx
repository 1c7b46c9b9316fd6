import { Link, useLocation } from 'react-router-dom';
import { loginPathReturningTo } from '../auth';

export function SignInToBid() {
  // Logging in leads back to this auction (or the /bid form with its product) rather than to the
  // home page, also when the link is followed before the app has taken the page over.
  const { pathname, search } = useLocation();
  return (
    <p className="sign-in-to-bid">
      <Link to={loginPathReturningTo(pathname + search)}>
        Log in to bid
      </Link>{' '}
      on this auction.
    </p>
  );
}
