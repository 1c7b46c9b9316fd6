import { productPhotoUrl, type Product } from '@bidhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AppRefusal } from '../../../lib/api-client';
import { fetchProductForAdmin } from '../../bidding';
import { adminApi, type UploadProgress } from '../admin-api';
import { productForEditQuery } from '../admin-queries';
import { anotherAdminsChange, endedAuctionNote, openLotStanding } from './admin-product-texts';
import { DeleteProductButton } from './DeleteProductButton';
import { ProductForm } from './ProductForm';
import type { LockedByBids } from './ProductPriceFields';
import { changedByAnotherAdmin, productFormValuesOf, withLatestUntouched } from './product-form-values';
import { canRelist, relistPath } from './relist';
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

/**
 * The update's send: it reads the product first, so what the admin left untouched goes as it is now,
 * and what another admin changed too is not overwritten without a word.
 */
function useUpdateOfLatest(loaded: Product) {
  // The product as this form last read it on sending: another admin's change since then is news.
  const seen = useRef(loaded);
  const queryClient = useQueryClient();
  return useCallback(
    // Bids go on while the form is open (the locked price is the current bid, a late bid moves the
    // end): what the admin did not touch goes as the product is now, not as it was loaded. Untouched
    // means as the form opened: judged against a later read, an untouched end passed for a change,
    // and went out as the end before a late bid's extension (outside audit R5).
    // That read also renews the form's own copy: a bid since its last read locks the price at once
    // beside the server's refusal of a new one (outside audit R7).
    async (body: FormData, onProgress: UploadProgress) => {
      const latest = await fetchProductForAdmin(loaded._id);
      queryClient.setQueryData(productForEditQuery(loaded._id).queryKey, latest);
      // Both admins' edits to one field: the later save overwrote the other's without a word (outside audit E2).
      const clashes = changedByAnotherAdmin(body, loaded, seen.current, latest);
      seen.current = latest;
      if (clashes.length > 0) throw new AppRefusal(anotherAdminsChange(clashes));
      return adminApi.updateProduct(loaded._id, withLatestUntouched(body, loaded, latest), onProgress);
    },
    [loaded, queryClient],
  );
}

/**
 * `product` is the latest read (the page reads it again while the form is open), which the locks,
 * the notes and the early-end dialog follow; the fields start from the read the form opened with.
 */
export function UpdateProductForm({ product }: { product: Product }) {
  const [loaded] = useState(product);
  const send = useUpdateOfLatest(loaded);
  const { submit: sendUpdate, submitting, progress } = useProductSubmit(send, 'Product Updated Successfully');
  const { submit, dialog } = useEarlyEndConfirmation(product, sendUpdate);
  const ended = endedAuctionNote(product);
  const standing = openLotStanding(product, loaded.endtime);
  return (
    <>
      {/* A status, there from the start: the note it gets when the auction ends while the form is open is told then. */}
      <div role="status">
        {ended && (
          <p className="alert alert--info">
            {ended}
            {canRelist(product) && (
              <>
                {' '}
                <Link to={relistPath(product)}>Relist as a new auction</Link>
              </>
            )}
          </p>
        )}
      </div>
      {/* Not a live region: it moves with every bid while the admin types. */}
      {standing && <p className="alert alert--info">{standing}</p>}
      <ProductForm
        formKey={`update:${product._id}`}
        initialValues={productFormValuesOf(loaded)}
        storedValues={productFormValuesOf(product)}
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
