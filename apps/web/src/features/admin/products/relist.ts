import type { Product } from '@bidhub/contracts';
import { apiClient } from '../../../lib/api-client';
import { amountText, type ProductFormValues } from './product-form-values';

/** The query parameter naming the ended lot a new auction is made from. */
export const RELIST_PARAM = 'relist';

/** The create form's address, filled from this ended lot. */
export const relistPath = (product: Pick<Product, '_id'>) => `/dashboard/admin/create-product?${RELIST_PARAM}=${encodeURIComponent(product._id)}`;

/**
 * An ended lot that bids cannot reopen and that did not sell (its reserve was not met): only a new
 * auction can offer it again (outside audit X2). A lot without bids is reopened by a new end instead.
 */
export const canRelist = (product: Product) => product.status === 'closed' && product.bidCount > 0 && product.winner === '';

/** The new auction starts as the old one did (its starting price and reserve; its Buy It Now went with the first bid); its end is the admin's to choose. */
export const relistFormValuesOf = (product: Product, photo: File | undefined): ProductFormValues => ({
  category: product.category._id,
  name: product.name,
  description: product.description,
  price: String(product.startingPrice),
  endtime: '',
  reservePrice: amountText(product.reservePrice),
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

/**
 * What the create form took from the lot, said as it is: the server withdraws Buy It Now at the first
 * bid, so a relisted lot never has one to carry (outside audit R8: 'prices are filled in' hid that).
 */
export function relistNote(product: Product, photo: File | undefined): string {
  const filled = ['name', 'description', 'category', ...(photo ? ['photo'] : []), 'starting price', ...(product.reservePrice ? ['reserve'] : [])];
  const listed = `${filled.slice(0, -1).join(', ')} and ${filled.at(-1)!}`;
  return `Relisting ${product.name}: its ${listed} are filled in. Buy It Now ended with its first bid; set one again if you want it. Choose when the new auction ends.`;
}
