import { productPhotoUrl, type Product } from '@bidhub/contracts';
import { useCallback } from 'react';
import { adminApi, type UploadProgress } from '../admin-api';
import { DeleteProductButton } from './DeleteProductButton';
import { ProductForm } from './ProductForm';
import { productFormValuesOf } from './product-form-values';
import { useProductSubmit } from './use-product-submit';

/** The server refuses a new price once bidders have set it, so the field says so instead of failing. */
const priceLockedReason = (product: Product) =>
  product.bidCount > 0 ? `Locked: ${product.bidCount} bid${product.bidCount === 1 ? ' has' : 's have'} been placed, so the price is the current bid.` : undefined;

export function UpdateProductForm({ product }: { product: Product }) {
  const send = useCallback((body: FormData, onProgress: UploadProgress) => adminApi.updateProduct(product._id, body, onProgress), [product._id]);
  const { submit, submitting, progress } = useProductSubmit(send, 'Product Updated Successfully');
  return (
    <ProductForm
      formKey={`update:${product._id}`}
      initialValues={productFormValuesOf(product)}
      submitLabel="UPDATE PRODUCT"
      onSubmit={submit}
      submitting={submitting}
      progress={progress}
      futureEndOnly={false}
      currentPhotoUrl={productPhotoUrl(product, 640)}
      priceLockedReason={priceLockedReason(product)}
      actions={<DeleteProductButton product={product} />}
    />
  );
}
