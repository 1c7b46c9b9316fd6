import type { Product } from '@bidhub/contracts';

export const ADMIN_PRODUCTS_PATH = '/dashboard/admin/products';

export const adminProductPath = (product: Pick<Product, 'slug'>) => `/dashboard/admin/product/${encodeURIComponent(product.slug)}`;

/** The photo at a width the server keeps ready; the version makes a replaced photo a new URL. */
export const productPhotoUrl = (product: Pick<Product, '_id' | 'photoVersion'>, width: 320 | 640) =>
  product.photoVersion
    ? `/api/v1/product/product-photo/${product._id}?w=${width}&v=${encodeURIComponent(product.photoVersion)}`
    : undefined;
