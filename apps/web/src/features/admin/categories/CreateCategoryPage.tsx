import '../admin.css';
import type { Category } from '@bidhub/contracts';
import { useEffect, useState } from 'react';
import { DataError } from '../../../components/DataError';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategories } from '../../catalog';
import { CategoryForm } from './CategoryForm';
import { CategoryTable } from './CategoryTable';
import { EditCategoryModal } from './EditCategoryModal';
import { useCategoryChanges } from './use-category-changes';

/**
 * /dashboard/admin/create-category: add, rename and delete categories. The list is the app's shared
 * one, so the header's dropdown and the home filter follow every change.
 */
export function CreateCategoryPage() {
  useDocumentTitle('Dashboard - Create Category');
  const { categories, loading, error, reload } = useCategories();
  const { create, rename, remove } = useCategoryChanges();
  const [editing, setEditing] = useState<Category>();
  // The app-wide list may be as old as the visit; the admin edits the current one.
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <section className="card admin-page" aria-labelledby="manage-category-heading">
      <h1 id="manage-category-heading" className="admin-page__heading">
        Manage Category
      </h1>
      <CategoryForm formKey="create-category" onSave={create} />
      {error && <DataError title="Something went wrong in getting category" message={error} onRetry={() => void reload()} />}
      <CategoryTable categories={categories} loading={loading} onEdit={setEditing} onDelete={remove} />
      {editing && <EditCategoryModal category={editing} onRename={rename} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
