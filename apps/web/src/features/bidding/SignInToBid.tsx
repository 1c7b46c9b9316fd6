import { Link, useLocation } from 'react-router-dom';

export function SignInToBid() {
  // Logging in leads back to this auction (or the /bid form with its product) rather than to the home page.
  const { pathname, search } = useLocation();
  return (
    <p className="sign-in-to-bid">
      <Link to="/login" state={pathname + search}>
        Log in to bid
      </Link>{' '}
      on this auction.
    </p>
  );
}
