import { Link } from 'react-router-dom';
import '../admin.css';
import { DataError } from '../../../components/DataError';
import { SkeletonLines } from '../../../components/SkeletonLines';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListEnd, useLoadMoreFocus } from '../../catalog';
import { AdminProductCard } from './AdminProductCard';
import { useAdminProductPages } from './use-admin-product-pages';

/** /dashboard/admin/products: every product, each opening its edit page. */
export function AdminProductsPage() {
  useDocumentTitle('Dashboard - All Products');
  const { products, total, loading, error, moreError, loadMore, retry, hasMore } = useAdminProductPages();
  const { list, onLoadMore } = useLoadMoreFocus<HTMLDivElement>(products.length, loadMore);
  return (
    <section aria-labelledby="admin-products-heading">
      <h2 id="admin-products-heading" className="admin-products__heading">
        All Products List
      </h2>
      {error && <DataError title="The products could not be loaded" message={error} onRetry={retry} />}
      {loading && products.length === 0 ? (
        <SkeletonLines count={6} />
      ) : products.length === 0 && !error ? (
        <p className="empty">
          No products yet. <Link to="/dashboard/admin/create-product">Create a product</Link>
        </p>
      ) : (
        <div ref={list} className="admin-product-grid" aria-label={`${total} products`}>
          {products.map((product) => (
            <AdminProductCard key={product._id} product={product} />
          ))}
        </div>
      )}
      <ListEnd hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} moreError={moreError} onRetry={retry} />
    </section>
  );
}
