import type { Category } from '@bidhub/contracts';
import { useEffect, useRef, useState } from 'react';
import { SkeletonLines } from '../../../components/SkeletonLines';
import { ConfirmDialog } from '../ConfirmDialog';

interface CategoryTableProps {
  categories: Category[];
  loading: boolean;
  onEdit: (category: Category) => void;
  /** Resolves to whether the category was deleted. */
  onDelete: (category: Category) => Promise<boolean>;
}

/**
 * Every category with its Edit and Delete buttons; Delete asks first. A table on wide screens; on a
 * phone each row becomes a block of 'label value' lines (the cells' data-label).
 */
export function CategoryTable({ categories, loading, onEdit, onDelete }: CategoryTableProps) {
  const [deleting, setDeleting] = useState<Category>();
  const deleteAndFocusNext = useFocusAfterDelete(categories, deleting, onDelete);
  if (loading && categories.length === 0) return <SkeletonLines count={6} />;
  return (
    <>
      <table className="category-table stacked-table" aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" className="category-table__actions">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category._id} data-row-key={category._id}>
              <td data-label="Name">{category.name}</td>
              <td data-label="Actions">
                <div className="category-table__buttons">
                  <button type="button" className="btn btn--primary" onClick={() => onEdit(category)} aria-label={`Edit ${category.name}`}>
                    Edit
                  </button>
                  <button type="button" className="btn btn--danger" onClick={() => setDeleting(category)} aria-label={`Delete ${category.name}`}>
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {categories.length === 0 && !loading && <p className="empty">No categories yet</p>}
      {deleting && (
        <ConfirmDialog
          title={`Delete the category ${deleting.name}?`}
          // The server refuses a category that products use (409): said before, not only after, the click.
          description="A category that products still use is not deleted; move or delete those products first. Otherwise this cannot be undone."
          onConfirm={() => deleteAndFocusNext(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </>
  );
}

/**
 * Once a deleted category's dialog has closed, focus goes to the Delete button of the row that took
 * its place (or the one above, for the last row), so a keyboard user stays in the table; with no
 * row left the dialog's own fallback, the page's main region, stands.
 */
function useFocusAfterDelete(categories: Category[], deleting: Category | undefined, onDelete: (category: Category) => Promise<boolean>) {
  const next = useRef<string>(undefined);
  useEffect(() => {
    if (deleting || next.current === undefined) return;
    document.querySelector<HTMLElement>(`[data-row-key="${next.current}"] .btn--danger`)?.focus();
    next.current = undefined;
  }, [deleting]);
  return async (category: Category) => {
    const index = categories.findIndex((listed) => listed._id === category._id);
    const neighbour = categories[index + 1] ?? categories[index - 1];
    if (await onDelete(category)) next.current = neighbour?._id;
  };
}
