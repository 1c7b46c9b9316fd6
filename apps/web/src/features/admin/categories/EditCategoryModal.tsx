import type { Category } from '@bidhub/contracts';
import { AdminDialog } from '../AdminDialog';
import { CategoryForm } from './CategoryForm';

interface EditCategoryModalProps {
  category: Category;
  onRename: (category: Category, name: string) => Promise<boolean>;
  onClose: () => void;
}

/** The category form in a dialog, starting from the category's own name; a rename closes it. */
export function EditCategoryModal({ category, onRename, onClose }: EditCategoryModalProps) {
  const save = async (name: string) => {
    const renamed = await onRename(category, name);
    if (renamed) onClose();
    return renamed;
  };

  return (
    <AdminDialog title="Edit category" onClose={onClose}>
      <CategoryForm formKey={`rename-category:${category._id}`} initialName={category.name} onSave={save} autoFocus />
    </AdminDialog>
  );
}
