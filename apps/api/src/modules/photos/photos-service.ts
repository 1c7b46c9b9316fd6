import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { PHOTO_CONTENT_TYPE, resizeStoredPhoto, strongEtag } from './photo-encoding.js';
import { cachedPhoto, rememberPhoto } from './photo-cache.js';
import { ORIGINAL_WIDTH, findStoredPhoto, insertVariantOf, type ServedPhoto } from './photos-queries.js';
import { productExists, productNotFound } from '../products/index.js';

/**
 * The photo of a product at the asked width (the original when none). A variant is made on its
 * first request and stored, so each one is resized once, not once per card view. A card names the
 * version it shows: cached bytes of another version (a read that overlapped a replacement can
 * cache the old photo after it was forgotten) are read again, not served under the new URL.
 */
export async function getProductPhoto(db: Database, productId: string, width: number | undefined, version?: string): Promise<ServedPhoto> {
  const cached = cachedPhoto(productId, width ?? ORIGINAL_WIDTH);
  if (cached && (version === undefined || cached.version === version)) return cached;
  const photo = await loadProductPhoto(db, productId, width);
  rememberPhoto(productId, width ?? ORIGINAL_WIDTH, photo);
  return photo;
}

async function loadProductPhoto(db: Database, productId: string, width: number | undefined): Promise<ServedPhoto> {
  if (width !== undefined) {
    const stored = await findStoredPhoto(db, productId, width);
    if (stored) return stored;
  }
  const original = await findStoredPhoto(db, productId, ORIGINAL_WIDTH);
  // Asked only once no photo was found: an unknown product is named as such, as every route names it.
  if (!original) throw (await productExists(db, productId)) ? AppError.notFound('This product has no photo') : productNotFound();
  if (width === undefined) return original;

  const data = await resizeStoredPhoto(original.data, width);
  const variant = { contentType: PHOTO_CONTENT_TYPE, data, etag: strongEtag(data) };
  await insertVariantOf(db, productId, original.etag, width, variant);
  return { ...variant, version: original.etag };
}
