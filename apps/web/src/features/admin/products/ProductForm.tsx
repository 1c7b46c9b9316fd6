import { Button, DatePicker, Form, Input, InputNumber, Progress, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { DataError } from '../../../components/DataError';
import { useCategories } from '../../catalog';
import { CategorySelect } from './CategorySelect';
import { isPastDay, pastTimesOf, viewerTimeZone } from './end-time-rules';
import { photoProblem } from './photo-rules';
import { PhotoPicker } from './PhotoPicker';
import type { ProductFormValues } from './product-form-values';

interface ProductFormProps {
  initialValues: Partial<ProductFormValues>;
  submitLabel: string;
  onSubmit: (values: ProductFormValues) => Promise<void>;
  submitting: boolean;
  /** Upload progress 0..1 while a submit is on its way. */
  progress: number | undefined;
  /** Create: only future end times. Update: any, so an admin can end an auction early. */
  futureEndOnly: boolean;
  currentPhotoUrl?: string;
  /** Why the price cannot be edited, when it cannot. */
  priceLockedReason?: string;
  /** Further buttons beside the submit button. */
  actions?: ReactNode;
}

const requiredRule = (message: string) => ({ required: true, whitespace: true, message });

/** The fields of a product, shared by Create Product and Update Product. */
export function ProductForm({
  initialValues,
  submitLabel,
  onSubmit,
  submitting,
  progress,
  futureEndOnly,
  currentPhotoUrl,
  priceLockedReason,
  actions,
}: ProductFormProps) {
  const { categories, loading: categoriesLoading, error: categoriesError, reload: reloadCategories } = useCategories();
  const [form] = Form.useForm<ProductFormValues>();

  return (
    <Form<ProductFormValues> form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={onSubmit} className="product-form">
      {categoriesError && <DataError title="Something went wrong in getting category" message={categoriesError} onRetry={() => void reloadCategories()} />}
      <Form.Item name="category" label="Category" rules={[{ required: true, message: 'Select a category' }]}>
        <CategorySelect categories={categories} loading={categoriesLoading} />
      </Form.Item>
      <Form.Item
        name="photo"
        label="Photo"
        rules={[{ validator: (_, file?: File) => (file && photoProblem(file) ? Promise.reject(new Error(photoProblem(file))) : Promise.resolve()) }]}
      >
        <PhotoPicker currentPhotoUrl={currentPhotoUrl} />
      </Form.Item>
      <Form.Item name="name" label="Name" rules={[requiredRule('Enter the product name')]}>
        <Input placeholder="Enter the product name" maxLength={PRODUCT_LIMITS.name} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[requiredRule('Enter a description')]}>
        <Input.TextArea placeholder="Describe the product" maxLength={PRODUCT_LIMITS.description} autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item name="price" label="Minimum bid" rules={[{ required: true, message: 'Enter the minimum bid' }]} extra={priceLockedReason}>
        <InputNumber<number> prefix="Rs." placeholder="Enter the minimum bid" className="product-form__price" disabled={priceLockedReason !== undefined} />
      </Form.Item>
      <Form.Item
        name="reservePrice"
        label="Reserve price (optional)"
        extra="No sale below this amount; bidders see only whether it is met. Left empty on an update, the current reserve stays."
      >
        <InputNumber<number> prefix="Rs." placeholder="No reserve" className="product-form__price" />
      </Form.Item>
      <Form.Item
        name="buyNowPrice"
        label="Buy It Now price (optional)"
        extra="Anyone may buy at this price until the first bid; it must be above the minimum bid."
      >
        <InputNumber<number> prefix="Rs." placeholder="No Buy It Now" className="product-form__price" />
      </Form.Item>
      <Form.Item
        name="endtime"
        label="End date and time"
        extra={`In your time zone (${viewerTimeZone()}).`}
        rules={[
          { required: true, message: 'Choose when the auction ends' },
          {
            validator: (_, endtime: Dayjs | null) =>
              futureEndOnly && endtime && !endtime.isAfter(dayjs()) ? Promise.reject(new Error('Choose a moment in the future')) : Promise.resolve(),
          },
        ]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder="Select date and time"
          className="product-form__endtime"
          disabledDate={futureEndOnly ? isPastDay : undefined}
          disabledTime={futureEndOnly ? pastTimesOf : undefined}
        />
      </Form.Item>
      {progress !== undefined && <Progress percent={Math.round(progress * 100)} size="small" aria-label="Upload progress" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {actions}
      </Space>
    </Form>
  );
}
