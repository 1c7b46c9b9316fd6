import type { Product } from '@bidhub/contracts';
import { apiClient } from '../../../lib/api-client';
import type { ProductFormValues } from './product-form-values';

/** The query parameter naming the ended lot a new auction is made from. */
export const RELIST_PARAM = 'relist';

/** The create form's address, filled from this ended lot. */
export const relistPath = (product: Pick<Product, '_id'>) => `/dashboard/admin/create-product?${RELIST_PARAM}=${encodeURIComponent(product._id)}`;

/**
 * An ended lot that bids cannot reopen and that did not sell (its reserve was not met): only a new
 * auction can offer it again (outside audit X2). A lot without bids is reopened by a new end instead.
 */
export const canRelist = (product: Product) => product.status === 'closed' && product.bidCount > 0 && product.winner === '';

const amountText = (amount: number | null | undefined) => (amount === null || amount === undefined ? undefined : String(amount));

/** The new auction starts as the old one did (its starting price, reserve and Buy It Now); its end is the admin's to choose. */
export const relistFormValuesOf = (product: Product, photo: File | undefined): ProductFormValues => ({
  category: product.category._id,
  name: product.name,
  description: product.description,
  price: String(product.startingPrice),
  endtime: '',
  reservePrice: amountText(product.reservePrice),
  buyNowPrice: amountText(product.buyNowPrice),
  photo,
});

/** The old lot's photo as first uploaded, as a file the form sends again; none when it has none or it cannot be read. */
export async function readRelistPhoto(product: Product): Promise<File | undefined> {
  if (!product.photoVersion) return undefined;
  try {
    const bytes = (await apiClient.get<Blob>(`/product/product-photo/${encodeURIComponent(product._id)}`, { responseType: 'blob' })).data;
    return new File([bytes], `${product.slug}.${bytes.type.split('/')[1] ?? 'jpg'}`, { type: bytes.type });
  } catch {
    return undefined;
  }
}
