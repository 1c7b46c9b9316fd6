import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { ROLE, type PublicUser } from '@bidhub/contracts';
import { MenuButton } from '../components/MenuButton';
import { dashboardPath, useSession } from '../features/auth';

/** A bidder's auctions (the dashboard's 'Own' page): a menu entry by the name people look for (outside audit X2). */
const MY_BIDS_PATH = '/dashboard/user/items';

/** The signed-in user's name in the header, opening Dashboard, My bids (a user's) and Logout; a button, so keyboards open it too. */
export function AccountMenu({ user }: { user: PublicUser }) {
  const { signOut } = useSession();
  const navigate = useNavigate();

  const logOut = () => {
    signOut();
    toast.success('Logout Successful');
    navigate('/login');
  };

  const dashboard = dashboardPath(user);
  return (
    <MenuButton
      align="end"
      buttonClassName="app__account"
      entries={[
        // A real link, as the Categories menu's entries: a middle click opens the dashboard in a new tab.
        {
          key: 'dashboard',
          label: (
            <Link to={dashboard} tabIndex={-1}>
              Dashboard
            </Link>
          ),
          onSelect: () => navigate(dashboard),
        },
        ...(user.role === ROLE.admin
          ? []
          : [
              {
                key: 'my-bids',
                label: (
                  <Link to={MY_BIDS_PATH} tabIndex={-1}>
                    My bids
                  </Link>
                ),
                onSelect: () => navigate(MY_BIDS_PATH),
              },
            ]),
        { key: 'logout', label: 'Logout', onSelect: logOut },
      ]}
      label={
        <>
          {/* Cut short beside a wide search box: the whole name on hover. */}
          <span className="app__account-name" title={user.name}>
            {user.name}
          </span>
          <span aria-hidden="true" className="app__account-caret">
            ▾
          </span>
        </>
      }
    />
  );
}
