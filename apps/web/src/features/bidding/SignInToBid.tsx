import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { focusIsFree } from '../../lib/focus-is-free';
import { loginPathReturningTo, RETURN_IS_BACK } from '../auth';

/**
 * A visitor's way to the bid form: the page's main action, so a full-width button rather than a link
 * in a sentence. `replacedForm`: it took the place of a bid form whose session ended; the focus that
 * was in the form went with it, so it comes here, where the way back to bidding is (outside audit N1).
 */
export function SignInToBid({ replacedForm = false }: { replacedForm?: boolean }) {
  // Logging in leads back to this auction (or the /bid form with its product) rather than to the
  // home page, also when the link is followed before the app has taken the page over.
  const { pathname, search } = useLocation();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (replacedForm && focusIsFree()) area.current?.querySelector('a')?.focus();
  }, [replacedForm]);
  return (
    <div ref={area} className="sign-in-to-bid">
      <LinkButton to={loginPathReturningTo(pathname + search)} state={RETURN_IS_BACK} type="primary" block>
        Log in to bid
      </LinkButton>
    </div>
  );
}
