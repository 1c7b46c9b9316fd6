import type { Category } from '@bidhub/contracts';
import { useState } from 'react';
import { SkeletonLines } from '../../../components/SkeletonLines';
import { ConfirmDialog } from '../ConfirmDialog';

interface CategoryTableProps {
  categories: Category[];
  loading: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => Promise<unknown>;
}

/**
 * Every category with its Edit and Delete buttons; Delete asks first. A table on wide screens; on a
 * phone each row becomes a block of 'label value' lines (the cells' data-label).
 */
export function CategoryTable({ categories, loading, onEdit, onDelete }: CategoryTableProps) {
  const [deleting, setDeleting] = useState<Category>();
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
          description="This cannot be undone."
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </>
  );
}
