import '../admin.css';
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
    <section className="card admin-page" aria-labelledby="create-product-heading">
      <h2 id="create-product-heading" className="admin-page__heading">
        Create Product
      </h2>
      <ProductForm
        formKey="create"
        initialValues={emptyProductForm}
        submitLabel="CREATE PRODUCT"
        onSubmit={submit}
        submitting={submitting}
        progress={progress}
        mode="create"
      />
    </section>
  );
}
