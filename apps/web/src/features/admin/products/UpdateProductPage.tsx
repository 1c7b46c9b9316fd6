import '../admin.css';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@bidhub/contracts';
import { useParams } from 'react-router-dom';
import { DataError } from '../../../components/DataError';
import { LinkButton } from '../../../components/LinkButton';
import { SkeletonLines } from '../../../components/SkeletonLines';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProduct } from '../../bidding';
import { productForEditQuery } from '../admin-queries';
import { ADMIN_PRODUCTS_PATH } from '../../../lib/admin-product-paths';
import { UpdateProductForm } from './UpdateProductForm';

function ProductGone() {
  return (
    <div className="result">
      <p className="result__code" aria-hidden="true">
        404
      </p>
      <h2>Product not found</h2>
      <p className="result__text">It may have been deleted.</p>
      <div className="result__actions">
        <LinkButton to={ADMIN_PRODUCTS_PATH}>All Products</LinkButton>
      </div>
    </div>
  );
}

/** The form starts from the admin's read of the product (with its reserve) once it has arrived. */
function EditableProduct({ product }: { product: Product }) {
  const forEdit = useQuery(productForEditQuery(product._id));
  if (forEdit.isPending) return <SkeletonLines count={8} />;
  // Without it the public read still fills every field but the reserve, which an update then keeps.
  return <UpdateProductForm key={product._id} product={forEdit.data ?? product} />;
}

/** /dashboard/admin/product/{slug}: edit or delete one product. */
export function UpdateProductPage() {
  const { slug = '' } = useParams();
  // The same load as the auction page: GET get-product/{slug}, with 404 told apart from other failures.
  const { load, retry } = useProduct(slug);
  useDocumentTitle(load.status === 'ready' ? `Dashboard - Update ${load.product.name}` : 'Dashboard - Update Product');

  return (
    <section className="card admin-page" aria-labelledby="update-product-heading">
      <h1 id="update-product-heading" className="admin-page__heading">
        Update Product
      </h1>
      {load.status === 'loading' && <SkeletonLines count={8} />}
      {load.status === 'not-found' && <ProductGone />}
      {load.status === 'failed' && <DataError title="This product could not be loaded" message={load.message} onRetry={retry} />}
      {load.status === 'ready' && <EditableProduct product={load.product} />}
    </section>
  );
}
