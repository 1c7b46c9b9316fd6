import type { Category } from '@bidhub/contracts';
import { Select } from 'antd';

interface CategorySelectProps {
  categories: Category[];
  loading: boolean;
  value?: string;
  onChange?: (categoryId: string) => void;
  id?: string;
}

/** The categories by name; typing narrows them. */
export function CategorySelect({ categories, loading, value, onChange, id }: CategorySelectProps) {
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      loading={loading}
      placeholder="Select a category"
      showSearch={{ optionFilterProp: 'label' }}
      options={categories.map((category) => ({ value: category._id, label: category.name }))}
    />
  );
}
