import '../admin.css';
import type { Category } from '@bidhub/contracts';
import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CategoryForm } from './CategoryForm';
import { CategoryTable } from './CategoryTable';
import { EditCategoryModal } from './EditCategoryModal';
import { CATEGORY_LOAD_FAILED, useCategories } from './use-categories';
import { useCategoryChanges } from './use-category-changes';

/** /dashboard/admin/create-category: add, rename and delete categories. */
export function CreateCategoryPage() {
  useDocumentTitle('Dashboard - Create Category');
  const { categories, loading, error, reload } = useCategories();
  const { create, rename, remove } = useCategoryChanges(reload);
  const [editing, setEditing] = useState<Category>();

  return (
    <Card className="admin-page">
      <Typography.Title level={3} className="admin-page__heading">
        Manage Category
      </Typography.Title>
      <CategoryForm onSave={create} />
      {error && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title={CATEGORY_LOAD_FAILED}
          description={error}
          action={<Button onClick={reload}>Try again</Button>}
        />
      )}
      <CategoryTable categories={categories} loading={loading} onEdit={setEditing} onDelete={remove} />
      <EditCategoryModal category={editing} onRename={rename} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
