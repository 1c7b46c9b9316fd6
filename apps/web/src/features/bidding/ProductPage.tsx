import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DataError } from '../../components/DataError';
import { ProductAuction } from './ProductAuction';
import { ProductNotFound } from './ProductNotFound';
import { ProductPageSkeleton } from './ProductPageSkeleton';
import { useProduct } from './use-product';
import './bidding.css';

/** /product/{slug}: one auction, live. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const { load, applyBidState, retry, forgetRemoved } = useProduct(slug, { followReopening: true });
  const navigate = useNavigate();
  // A renamed auction has a new address: the page moves there, as a reload of the old one would.
  const reread = useCallback((newSlug: string | undefined) => (newSlug && newSlug !== slug ? void navigate(`/product/${newSlug}`, { replace: true }) : retry()), [slug, navigate, retry]);
  useDocumentTitle(load.status === 'ready' ? load.product.name : load.status === 'not-found' ? 'Product not found' : undefined);

  switch (load.status) {
    case 'loading':
      return <ProductPageSkeleton />;
    case 'not-found':
      return <ProductNotFound />;
    case 'failed':
      return <DataError title="This auction could not be loaded" message={load.message} onRetry={retry} wholePage />;
    case 'ready':
      return <ProductAuction product={load.product} onBidState={applyBidState} onEdited={reread} onRemoved={forgetRemoved} />;
  }
}
