import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../admin.css';
import { DataError } from '../../../components/DataError';
import { SkeletonLines } from '../../../components/SkeletonLines';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListEnd, useLoadMoreFocus } from '../../catalog';
import { AdminProductCard } from './AdminProductCard';
import { AdminProductMatches } from './AdminProductMatches';
import { useAdminProductPages } from './use-admin-product-pages';

/** A search starts once typing pauses this long. */
const SEARCH_DELAY_MS = 300;

/** /dashboard/admin/products: every product, each opening its edit page; or those a search finds. */
export function AdminProductsPage() {
  useDocumentTitle('Dashboard - All Products');
  // The words are kept in the address (?q=), so Back from a lot's edit page and a reload find them again.
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (keyword) next.set('q', keyword);
      else next.delete('q');
      return next;
    }, { replace: true });
  }, [keyword, setParams]);
  return (
    <section aria-labelledby="admin-products-heading">
      <h1 id="admin-products-heading" className="admin-products__heading">
        All Products List
      </h1>
      <label className="admin-products__find">
        <span>Find a product</span>
        <input type="search" name="q" className="field field--block" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="Name or words of its description" />
      </label>
      {keyword ? <AdminProductMatches keyword={keyword} /> : <EveryProduct />}
    </section>
  );
}

/** Every product, newest first, a page at a time. */
function EveryProduct() {
  const { products, total, loading, error, moreError, loadMore, retry, hasMore } = useAdminProductPages();
  const { list, onLoadMore } = useLoadMoreFocus<HTMLDivElement>(products.length, loadMore);
  return (
    <>
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
    </>
  );
}
