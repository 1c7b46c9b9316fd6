import { productPhotoUrl, type Product } from '@bidhub/contracts';
import { useCallback } from 'react';
import { fetchProductForAdmin } from '../../bidding';
import { adminApi, type UploadProgress } from '../admin-api';
import { endedAuctionNote } from './admin-product-texts';
import { DeleteProductButton } from './DeleteProductButton';
import { ProductForm } from './ProductForm';
import type { LockedByBids } from './ProductPriceFields';
import { productFormValuesOf, withLatestUntouched } from './product-form-values';
import { useEarlyEndConfirmation } from './use-early-end-confirmation';
import { useProductSubmit } from './use-product-submit';

/** The server refuses a new price or reserve once bidders have bid, so the fields say so instead of failing. */
function lockedByBids({ bidCount, status }: Product): LockedByBids | undefined {
  if (bidCount === 0) return undefined;
  const placed = `${bidCount} bid${bidCount === 1 ? ' has' : 's have'} been placed`;
  return {
    price: `Locked: ${placed}, so the price is the current bid.`,
    reserve: `Locked: ${placed}, so the reserve stays the one they bid against.`,
    // The server withdraws Buy It Now at the first bid and ignores a new one.
    buyNow: `Closed: ${placed}, and Buy It Now ends with the first bid.`,
    ...(status === 'closed' && {
      end: `Locked: the auction has ended and ${placed}, so it cannot be reopened.`,
      details: `Locked: the auction has ended and ${placed} on this name, description, category and photo.`,
    }),
  };
}

export function UpdateProductForm({ product }: { product: Product }) {
  const send = useCallback(
    // Bids go on while the form is open (the locked price is the current bid, a late bid moves the
    // end): what the admin did not touch goes as the product is now, not as it was loaded.
    async (body: FormData, onProgress: UploadProgress) =>
      adminApi.updateProduct(product._id, withLatestUntouched(body, product, await fetchProductForAdmin(product._id)), onProgress),
    [product],
  );
  const { submit: sendUpdate, submitting, progress } = useProductSubmit(send, 'Product Updated Successfully');
  const { submit, dialog } = useEarlyEndConfirmation(product, sendUpdate);
  const ended = endedAuctionNote(product);
  return (
    <>
      {ended && <p className="alert alert--info">{ended}</p>}
      <ProductForm
        formKey={`update:${product._id}`}
        initialValues={productFormValuesOf(product)}
        submitLabel="UPDATE PRODUCT"
        onSubmit={submit}
        submitting={submitting}
        progress={progress}
        mode="update"
        currentPhotoUrl={productPhotoUrl(product, 640)}
        lockedByBids={lockedByBids(product)}
        actions={
          <>
            <DeleteProductButton product={product} />
            {dialog}
          </>
        }
      />
    </>
  );
}
