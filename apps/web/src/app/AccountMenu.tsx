import { Button, Dropdown, type MenuProps } from 'antd';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@bidhub/contracts';
import { dashboardPath } from '../features/auth/dashboard-path';
import { useSession } from '../features/auth/session/use-session';

const ITEMS: MenuProps['items'] = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'logout', label: 'Logout' },
];

/** The signed-in user's name in the header, opening Dashboard and Logout; a button, so keyboards open it too. */
export function AccountMenu({ user }: { user: PublicUser }) {
  const { signOut } = useSession();
  const navigate = useNavigate();

  const choose: MenuProps['onClick'] = ({ key }) => {
    if (key === 'dashboard') {
      navigate(dashboardPath(user));
      return;
    }
    signOut();
    toast.success('Logout Successful');
    navigate('/login');
  };

  return (
    <Dropdown menu={{ items: ITEMS, onClick: choose }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button type="text" className="app__account" aria-haspopup="menu">
        <span className="app__account-name">{user.name}</span>
        <span aria-hidden="true" className="app__account-caret">
          ▾
        </span>
      </Button>
    </Dropdown>
  );
}
