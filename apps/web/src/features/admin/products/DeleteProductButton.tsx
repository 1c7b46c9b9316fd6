import type { Product } from '@bidhub/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { useDeleteProduct } from './use-delete-product';

/** DELETE PRODUCT, behind a confirmation dialog; cancelling changes nothing. */
export function DeleteProductButton({ product }: { product: Product }) {
  const deleteProduct = useDeleteProduct(product);
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <button type="button" className="btn btn--danger btn--large" onClick={() => setConfirming(true)}>
        DELETE PRODUCT
      </button>
      {confirming && (
        <ConfirmDialog
          title={`Delete ${product.name}?`}
          description={
            product.bidCount > 0
              ? `Its photo and its ${product.bidCount} bids are deleted with it and no longer count; each bidder is told, and a copy of its bid history is kept for them. This cannot be undone.`
              : 'Its photo is deleted with it. This cannot be undone.'
          }
          onConfirm={deleteProduct}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
