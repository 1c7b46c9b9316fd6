import { CATEGORY_NAME_MAX, type CategoryRequest } from '@bidhub/contracts';
import { Button, Form, Input } from 'antd';
import { useAwaitedSubmit } from '../../../lib/use-awaited-submit';

interface CategoryFormProps {
  initialName?: string;
  /** Resolves to true when the server took the name; the form then clears. */
  onSave: (name: string) => Promise<boolean>;
  autoFocus?: boolean;
}

/** One input and Submit: creates a category on the page, renames one in the edit modal. */
export function CategoryForm({ initialName = '', onSave, autoFocus }: CategoryFormProps) {
  const [form] = Form.useForm<CategoryRequest>();
  const { submit, submitting } = useAwaitedSubmit(
    ({ name }: CategoryRequest) => onSave(name),
    (saved) => {
      if (saved) form.resetFields();
    },
    // onSave shows the server's answer itself; this id only covers a failure of the form's own.
    'category-form',
  );

  return (
    <Form<CategoryRequest> form={form} layout="inline" className="category-form" initialValues={{ name: initialName }} onFinish={submit}>
      <Form.Item name="name" className="category-form__name" rules={[{ required: true, whitespace: true, message: 'Enter a category name' }]}>
        <Input placeholder="Enter new category" aria-label="Category name" maxLength={CATEGORY_NAME_MAX} autoFocus={autoFocus} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        Submit
      </Button>
    </Form>
  );
}
