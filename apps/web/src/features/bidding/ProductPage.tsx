import { useParams } from 'react-router-dom';
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
  const { load, applyBidState, retry, forgetRemoved } = useProduct(slug);
  useDocumentTitle(load.status === 'ready' ? load.product.name : undefined);

  switch (load.status) {
    case 'loading':
      return <ProductPageSkeleton />;
    case 'not-found':
      return <ProductNotFound />;
    case 'failed':
      return <DataError title="This auction could not be loaded" message={load.message} onRetry={retry} />;
    case 'ready':
      return <ProductAuction product={load.product} onBidState={applyBidState} onEdited={retry} onRemoved={forgetRemoved} />;
  }
}
