import { Button, Dropdown, type MenuProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useCategories } from './categories/use-categories';

const RETRY_KEY = 'retry';

/**
 * The header's Categories dropdown: All Categories, then one entry per category; a button, so keyboards
 * open it too. Each entry is a real link (<a href="/category/{slug}">), so it opens in a new tab too.
 */
export function CategoriesMenu() {
  const { categories, loading, error, reload } = useCategories();
  const navigate = useNavigate();

  const items: MenuProps['items'] = [
    { key: '/categories', label: <Link to="/categories">All Categories</Link> },
    { type: 'divider' },
    ...categories.map((category) => {
      const path = `/category/${encodeURIComponent(category.slug)}`;
      return { key: path, label: <Link to={path}>{category.name}</Link> };
    }),
  ];
  if (loading && categories.length === 0) items.push({ key: 'loading', label: 'Loading ...', disabled: true });
  else if (error) items.push({ key: RETRY_KEY, label: 'Could not load categories - try again' });

  const choose: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (key === RETRY_KEY) return void reload();
    // A click on the link itself is the link's own (a new tab with Ctrl, else the app's navigation);
    // Enter on a highlighted entry reaches only the menu.
    if (domEvent.type === 'click' && (domEvent.target as Element).closest('a')) return;
    navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick: choose, className: 'categories-menu' }} trigger={['click']} placement="bottomLeft" autoFocus>
      <Button type="text" className="app__menu-button" aria-haspopup="menu">
        Categories
        <span aria-hidden="true">
          ▾
        </span>
      </Button>
    </Dropdown>
  );
}
