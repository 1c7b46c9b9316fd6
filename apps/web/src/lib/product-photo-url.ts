import type { Product } from '@bidhub/contracts';

/** The photo of a product at one of the widths the server resizes to; undefined when it has none. */
export function productPhotoUrl(product: Pick<Product, '_id' | 'photoVersion'>, width: 320 | 640): string | undefined {
  if (!product.photoVersion) return undefined;
  // The version in the URL makes a replaced photo a new URL, so the day-long browser cache never shows the old one.
  return `/api/v1/product/product-photo/${product._id}?w=${width}&v=${encodeURIComponent(product.photoVersion)}`;
}

/** Both widths the server makes, for srcset: the browser picks by the slot's width and the screen's density. */
export function productPhotoSrcSet(product: Pick<Product, '_id' | 'photoVersion'>): string | undefined {
  if (!product.photoVersion) return undefined;
  return ([320, 640] as const).map((width) => `${productPhotoUrl(product, width)} ${width}w`).join(', ');
}
