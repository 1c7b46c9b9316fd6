import { Link, useNavigate } from 'react-router-dom';
import { type MenuEntry, MenuButton } from '../../components/MenuButton';
import { useCategories } from './categories/use-categories';

/**
 * The header's Categories menu: All Categories, then one entry per category; a button, so keyboards
 * open it too. Each entry is a real link (<a href="/category/{slug}">), so it opens in a new tab too.
 */
export function CategoriesMenu() {
  const { categories, loading, error, reload } = useCategories();
  const navigate = useNavigate();
  // The entry itself takes the keyboard's focus (Ctrl+Enter opens a new tab); the link inside is for the pointer.
  const linkEntry = (path: string, name: string, separated = false): MenuEntry => ({
    key: path,
    separated,
    label: (
      <Link to={path} tabIndex={-1}>
        {name}
      </Link>
    ),
    onSelect: () => navigate(path),
  });

  const entries = [
    linkEntry('/categories', 'All Categories'),
    ...categories.map((category, index) => linkEntry(`/category/${encodeURIComponent(category.slug)}`, category.name, index === 0)),
  ];
  if (loading && categories.length === 0) entries.push({ key: 'loading', label: 'Loading ...' });
  else if (error) entries.push({ key: 'retry', label: 'Could not load categories - try again', onSelect: () => void reload() });

  return (
    <MenuButton
      buttonClassName="app__menu-button"
      menuClassName="categories-menu"
      entries={entries}
      label={
        <>
          Categories
          <span aria-hidden="true" className="app__menu-caret">
            ▾
          </span>
        </>
      }
    />
  );
}
