import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCategories } from './categories/use-categories';

const RETRY_KEY = 'retry';

/** The header's Categories dropdown: All Categories, then one entry per category; a button, so keyboards open it too. */
export function CategoriesMenu() {
  const { categories, loading, error, reload } = useCategories();
  const navigate = useNavigate();

  const items: MenuProps['items'] = [
    { key: '/categories', label: 'All Categories' },
    { type: 'divider' },
    ...categories.map((category) => ({ key: `/category/${encodeURIComponent(category.slug)}`, label: category.name })),
  ];
  if (loading && categories.length === 0) items.push({ key: 'loading', label: 'Loading ...', disabled: true });
  else if (error) items.push({ key: RETRY_KEY, label: 'Could not load categories - try again' });

  const choose: MenuProps['onClick'] = ({ key }) => {
    if (key === RETRY_KEY) void reload();
    else navigate(key);
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
