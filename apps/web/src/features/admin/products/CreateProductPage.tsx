import '../admin.css';
import { Card, Typography } from 'antd';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminApi } from '../admin-api';
import { ProductForm } from './ProductForm';
import { emptyProductForm } from './product-form-values';
import { useProductSubmit } from './use-product-submit';

/** /dashboard/admin/create-product: a new auction. */
export function CreateProductPage() {
  useDocumentTitle('Dashboard - Create Product');
  const { submit, submitting, progress } = useProductSubmit(adminApi.createProduct, 'Product Created Successfully');
  return (
    <Card className="admin-page">
      <Typography.Title level={2} className="admin-page__heading">
        Create Product
      </Typography.Title>
      <ProductForm
        initialValues={emptyProductForm}
        submitLabel="CREATE PRODUCT"
        onSubmit={submit}
        submitting={submitting}
        progress={progress}
        futureEndOnly
      />
    </Card>
  );
}
