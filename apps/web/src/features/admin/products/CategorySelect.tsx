import type { Category } from '@bidhub/contracts';
import type { FieldControlProps } from '../../../components/FormField';

interface CategorySelectProps extends FieldControlProps {
  categories: Category[];
  loading: boolean;
  value: string;
  onChange: (categoryId: string) => void;
  disabled?: boolean;
}

/** The categories by name in a native select: typing a name's first letters jumps to it. */
export function CategorySelect({ categories, loading, value, onChange, disabled, ...control }: CategorySelectProps) {
  return (
    <select
      {...control}
      name="category"
      className={`field field--block${control['aria-invalid'] ? ' field--invalid' : ''}`}
      aria-busy={loading || undefined}
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" disabled>
        {loading && categories.length === 0 ? 'Loading categories ...' : 'Select a category'}
      </option>
      {categories.map((category) => (
        <option key={category._id} value={category._id}>
          {category.name}
        </option>
      ))}
    </select>
  );
}
