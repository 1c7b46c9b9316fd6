import '../admin.css';
import { Card, Result, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { DataError } from '../../../components/DataError';
import { LinkButton } from '../../../components/LinkButton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProduct } from '../../bidding';
import { ADMIN_PRODUCTS_PATH } from './admin-product-paths';
import { UpdateProductForm } from './UpdateProductForm';

/** /dashboard/admin/product/{slug}: edit or delete one product. */
export function UpdateProductPage() {
  const { slug = '' } = useParams();
  // The same load as the auction page: GET get-product/{slug}, with 404 told apart from other failures.
  const { load, retry } = useProduct(slug);
  useDocumentTitle(load.status === 'ready' ? `Dashboard - Update ${load.product.name}` : 'Dashboard - Update Product');

  return (
    <Card className="admin-page">
      <Typography.Title level={2} className="admin-page__heading">
        Update Product
      </Typography.Title>
      {load.status === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
      {load.status === 'not-found' && (
        <Result
          status="404"
          title="Product not found"
          subTitle="It may have been deleted."
          extra={<LinkButton to={ADMIN_PRODUCTS_PATH}>All Products</LinkButton>}
        />
      )}
      {load.status === 'failed' && <DataError title="This product could not be loaded" message={load.message} onRetry={retry} />}
      {load.status === 'ready' && <UpdateProductForm key={load.product._id} product={load.product} />}
    </Card>
  );
}
