import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useReturnHere, useSession } from '../features/auth';
import { CategoriesMenu } from '../features/catalog/shell';
import { WishlistLink } from '../features/wishlist/shell';
import { AccountMenu } from './AccountMenu';

/** The header's links; on a phone they fold under the Menu button and `open` shows them. */
export function MainNav({ id, open, ref }: { id: string; open: boolean; ref?: Ref<HTMLElement> }) {
  const { session } = useSession();
  // Signing in from the header comes back to the page it was opened on, as a guard's redirect does.
  const returnHere = useReturnHere();
  return (
    <nav ref={ref} id={id} aria-label="Main" className={open ? 'app__nav app__nav--open' : 'app__nav'}>
      <Link to="/home">Home</Link>
      <CategoriesMenu />
      <div className="app__session">
        {session ? (
          <AccountMenu user={session.user} />
        ) : (
          <>
            <Link to="/register" state={returnHere}>
              Register
            </Link>
            <Link to="/login" state={returnHere}>
              Login
            </Link>
          </>
        )}
        <WishlistLink />
      </div>
    </nav>
  );
}
