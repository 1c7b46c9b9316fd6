import { SkeletonLines } from '../../components/SkeletonLines';
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
      <h2 id="category-filter-heading" className="category-filter__heading">
        Filter by Category
      </h2>
      {loading && categories.length === 0 ? (
        <SkeletonLines count={5} />
      ) : error && categories.length === 0 ? (
        <p className="field-error">
          {error}{' '}
          <button type="button" className="btn btn--link btn--small" onClick={() => void reload()}>
            Try again
          </button>
        </p>
      ) : (
        <div className="category-filter__options" role="group" aria-labelledby="category-filter-heading">
          {categories.map((category) => (
            <label key={category._id} className="check">
              <input type="checkbox" name="category" value={category._id} checked={checked.includes(category._id)} onChange={(event) => onToggle(category._id, event.target.checked)} />
              {category.name}
            </label>
          ))}
        </div>
      )}
      <button type="button" className="btn btn--danger btn--block category-filter__reset" onClick={onReset}>
        RESET FILTERS
      </button>
    </aside>
  );
}
