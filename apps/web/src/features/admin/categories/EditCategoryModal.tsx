import type { Category } from '@bidhub/contracts';
import { Modal } from 'antd';
import { CategoryForm } from './CategoryForm';

interface EditCategoryModalProps {
  /** The category being renamed; the modal is closed while there is none. */
  category: Category | undefined;
  onRename: (category: Category, name: string) => Promise<boolean>;
  onClose: () => void;
}

export function EditCategoryModal({ category, onRename, onClose }: EditCategoryModalProps) {
  const save = async (name: string) => {
    if (!category) return false;
    const renamed = await onRename(category, name);
    if (renamed) onClose();
    return renamed;
  };

  return (
    <Modal title="Edit category" open={category !== undefined} onCancel={onClose} footer={null} destroyOnHidden>
      {/* Keyed by category so a second Edit starts from that category's own name. */}
      {category && <CategoryForm key={category._id} initialName={category.name} onSave={save} autoFocus />}
    </Modal>
  );
}
