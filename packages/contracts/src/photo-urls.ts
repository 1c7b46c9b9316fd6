import { PHOTO_WIDTHS } from './limits.js';
import type { Product } from './products.js';

export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/**
 * How wide each photo slot is drawn, for `sizes`. Shared by the web pages and the server's preload
 * of a page's largest photo: the two must name the same URLs, or the photo is downloaded twice.
 */
export const PHOTO_SLOT_SIZES = {
  /** An 18rem card; on a phone the card takes the screen's width less the page's padding. */
  card: '(max-width: 599px) calc(100vw - 24px), 18rem',
  /** The product page's photo column: the page's width on a phone, 10 of 24 columns from md up. */
  productPage: '(max-width: 767px) 100vw, 40vw',
} as const;

type PhotoOwner = Pick<Product, '_id' | 'photoVersion'>;

/** The photo of a product at one of the resized widths; undefined when it has none. */
export function productPhotoUrl(product: PhotoOwner, width: PhotoWidth): string | undefined {
  if (!product.photoVersion) return undefined;
  // The version in the URL makes a replaced photo a new URL, so the day-long browser cache never shows the old one.
  return `/api/v1/product/product-photo/${product._id}?w=${width}&v=${encodeURIComponent(product.photoVersion)}`;
}

/** Every resized width, for srcset: the browser picks by the slot's width and the screen's density. */
export function productPhotoSrcSet(product: PhotoOwner): string | undefined {
  if (!product.photoVersion) return undefined;
  return PHOTO_WIDTHS.map((width) => `${productPhotoUrl(product, width)} ${width}w`).join(', ');
}
