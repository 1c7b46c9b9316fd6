import type { Product } from '@bidhub/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { deletionWarning } from './admin-product-texts';
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
          description={deletionWarning(product)}
          onConfirm={deleteProduct}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
