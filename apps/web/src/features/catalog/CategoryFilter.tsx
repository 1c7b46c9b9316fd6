import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Category } from '@bidhub/contracts';
import { SkeletonLines } from '../../components/SkeletonLines';
import { categoriesQuery } from './catalog-queries';
import { useCategories } from './categories/use-categories';

interface CategoryFilterProps {
  checked: string[];
  onToggle: (categoryId: string, selected: boolean) => void;
  onReset: () => void;
  /** Ticked ids that name no category: a shared link's category deleted since. */
  onUnknown: (ids: string[]) => void;
}

/** The home page's left panel: one checkbox per category and RESET FILTERS. */
export function CategoryFilter({ checked, onToggle, onReset, onUnknown }: CategoryFilterProps) {
  const { categories, loading, error, reload } = useCategories();
  useForgetUnknown(checked, categories, loading || error !== undefined, onUnknown);
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

const notIn = (categories: Category[]) => (id: string) => !categories.some((category) => category._id === id.toLowerCase());

/**
 * A link may tick a category deleted since: no box would show it ticked, yet the list would stay
 * empty for it. It is dropped once a list read afresh (the cached one may predate it) lacks it too.
 */
function useForgetUnknown(checked: string[], categories: Category[], unsettled: boolean, onUnknown: (ids: string[]) => void) {
  const queryClient = useQueryClient();
  const asked = useRef('');
  useEffect(() => {
    if (unsettled || categories.length === 0) return;
    const unknown = checked.filter(notIn(categories));
    if (unknown.length === 0 || asked.current === unknown.join()) return;
    asked.current = unknown.join();
    queryClient.fetchQuery({ ...categoriesQuery(), staleTime: 0 }).then(
      (fresh) => {
        const gone = unknown.filter(notIn(fresh));
        if (gone.length > 0) onUnknown(gone);
      },
      // The failed read has told the user already (the query's error toast); the link stays as it is.
      () => {},
    );
  }, [checked, categories, unsettled, queryClient, onUnknown]);
}
