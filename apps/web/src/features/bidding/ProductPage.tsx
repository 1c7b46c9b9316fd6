import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DataError } from '../../components/DataError';
import { productQuery } from './bidding-queries';
import { ProductAuction } from './ProductAuction';
import { notFoundTitle, ProductNotFound } from './ProductNotFound';
import { ProductPageSkeleton } from './ProductPageSkeleton';
import { useProduct } from './use-product';
import './bidding.css';

/** /product/{slug}: one auction, live. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const { load, applyBidState, retry, forgetRemoved } = useProduct(slug, { followReopening: true });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A renamed auction has a new address: the page moves there, as a reload of the old one would. It
  // reads the new address first, so the lot stays on screen throughout and a half-typed bid stays typed.
  const reread = useCallback(
    async (newSlug: string | undefined) => {
      if (!newSlug || newSlug === slug) return retry();
      await queryClient.prefetchQuery(productQuery(newSlug));
      void navigate(`/product/${newSlug}`, { replace: true });
    },
    [slug, navigate, retry, queryClient],
  );
  useDocumentTitle(load.status === 'ready' ? load.product.name : load.status === 'not-found' ? notFoundTitle(load.removed) : undefined);

  switch (load.status) {
    case 'loading':
      return <ProductPageSkeleton />;
    case 'not-found':
      return <ProductNotFound removed={load.removed} />;
    case 'failed':
      return <DataError title="This auction could not be loaded" message={load.message} onRetry={retry} wholePage />;
    case 'ready':
      return <ProductAuction product={load.product} onBidState={applyBidState} onEdited={(newSlug) => void reread(newSlug)} onRemoved={forgetRemoved} onRefused={retry} />;
  }
}
