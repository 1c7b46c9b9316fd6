import { Button, Checkbox, Skeleton, Typography } from 'antd';
import { useCategories } from './categories/use-categories';

interface CategoryFilterProps {
  checked: string[];
  onToggle: (categoryId: string, selected: boolean) => void;
  onReset: () => void;
}

/** The home page's left panel: one checkbox per category and RESET FILTERS. */
export function CategoryFilter({ checked, onToggle, onReset }: CategoryFilterProps) {
  const { categories, loading, error, reload } = useCategories();
  return (
    <aside className="category-filter" aria-labelledby="category-filter-heading">
      <Typography.Title level={2} id="category-filter-heading" className="category-filter__heading">
        Filter by Category
      </Typography.Title>
      {loading && categories.length === 0 ? (
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      ) : error && categories.length === 0 ? (
        <Typography.Paragraph type="danger">
          {error}{' '}
          <Button type="link" size="small" onClick={() => void reload()}>
            Try again
          </Button>
        </Typography.Paragraph>
      ) : (
        <div className="category-filter__options" role="group" aria-labelledby="category-filter-heading">
          {categories.map((category) => (
            <Checkbox key={category._id} checked={checked.includes(category._id)} onChange={(event) => onToggle(category._id, event.target.checked)}>
              {category.name}
            </Checkbox>
          ))}
        </div>
      )}
      <Button danger block className="category-filter__reset" onClick={onReset}>
        RESET FILTERS
      </Button>
    </aside>
  );
}
