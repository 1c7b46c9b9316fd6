import '../admin.css';
import { DataError } from '../../../components/DataError';
import { SkeletonLines } from '../../../components/SkeletonLines';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminApi } from '../admin-api';
import { ProductForm } from './ProductForm';
import { emptyProductForm, type ProductFormValues } from './product-form-values';
import { useProductSubmit } from './use-product-submit';
import { relistNote } from './relist';
import { useRelistSource } from './use-relist-source';

/** /dashboard/admin/create-product: a new auction; with `?relist=<id>`, filled from that ended lot. */
export function CreateProductPage() {
  useDocumentTitle('Dashboard - Create Product');
  const relist = useRelistSource();
  return (
    <section className="card admin-page" aria-labelledby="create-product-heading">
      <h1 id="create-product-heading" className="admin-page__heading">
        Create Product
      </h1>
      {relist.status === 'none' && <NewProductForm formKey="create" initialValues={emptyProductForm} />}
      {relist.status === 'loading' && (
        <div role="status" aria-label="Loading the lot to relist">
          <SkeletonLines count={8} />
        </div>
      )}
      {relist.status === 'failed' && <DataError title="The lot to relist could not be loaded" message={relist.message} onRetry={relist.retry} />}
      {relist.status === 'ready' && (
        <>
          <p className="alert alert--info">{relistNote(relist.product, relist.values.photo)}</p>
          <NewProductForm formKey={`relist:${relist.product._id}`} initialValues={relist.values} />
        </>
      )}
    </section>
  );
}

function NewProductForm({ formKey, initialValues }: { formKey: string; initialValues: ProductFormValues }) {
  const { submit, submitting, progress } = useProductSubmit(adminApi.createProduct, 'Product Created Successfully');
  return (
    <ProductForm
      formKey={formKey}
      initialValues={initialValues}
      submitLabel="CREATE PRODUCT"
      onSubmit={submit}
      submitting={submitting}
      progress={progress}
      mode="create"
    />
  );
}
