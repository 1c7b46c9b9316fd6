import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { loginPathReturningTo } from '../auth';

/** A visitor's way to the bid form: the page's main action, so a full-width button rather than a link in a sentence. */
export function SignInToBid() {
  // Logging in leads back to this auction (or the /bid form with its product) rather than to the
  // home page, also when the link is followed before the app has taken the page over.
  const { pathname, search } = useLocation();
  return (
    <div className="sign-in-to-bid">
      <LinkButton to={loginPathReturningTo(pathname + search)} type="primary" block>
        Log in to bid
      </LinkButton>
    </div>
  );
}
