import { forgetProductPhotos } from './photo-cache.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { productPhotos, products } from '../../db/schema.js';

/** Width of the row holding the re-encoded upload itself. */
export const ORIGINAL_WIDTH = 0;

export interface StoredPhoto {
  contentType: string;
  data: Buffer;
  etag: string;
}

/** A stored photo and the version it was made from (its original's etag, products.photo_version). */
export interface ServedPhoto extends StoredPhoto {
  version: string;
}

const storedPhotoColumns = {
  contentType: productPhotos.contentType,
  data: productPhotos.data,
  etag: productPhotos.etag,
  // Written out: drizzle leaves a one-table select's columns unqualified, which the inner query would take for its own.
  version: sql<string>`(select o.etag from product_photos o where o.product_id = product_photos.product_id and o.width = ${ORIGINAL_WIDTH})`,
};

export async function findStoredPhoto(db: Database, productId: string, width: number): Promise<ServedPhoto | undefined> {
  const [photo] = await db
    .select(storedPhotoColumns)
    .from(productPhotos)
    .where(and(eq(productPhotos.productId, productId), eq(productPhotos.width, width)))
    .limit(1);
  return photo;
}

/** Old variants go with the old photo, in one step, so no card ever shows a variant of another photo. */
export async function replaceProductPhoto(db: Database, productId: string, photo: StoredPhoto): Promise<void> {
  // A savepoint when db is already the caller's transaction.
  await db.transaction(async (tx) => {
    await tx.delete(productPhotos).where(eq(productPhotos.productId, productId));
    await tx.insert(productPhotos).values({ productId, width: ORIGINAL_WIDTH, ...photo });
    await tx.update(products).set({ photoVersion: photo.etag, updatedAt: new Date() }).where(eq(products.id, productId));
  });
  forgetProductPhotos(productId);
}

/**
 * Stores a variant made from the original whose etag is given, unless that original was replaced
 * meanwhile (its variant would outlive it) or a concurrent request stored the same variant first.
 */
export async function insertVariantOf(db: Database, productId: string, originalEtag: string, width: number, variant: StoredPhoto): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent replacement wait for this insert, then delete the variant with the rest.
    const [original] = await tx
      .select({ etag: productPhotos.etag })
      .from(productPhotos)
      .where(and(eq(productPhotos.productId, productId), eq(productPhotos.width, ORIGINAL_WIDTH), eq(productPhotos.etag, originalEtag)))
      .for('update');
    if (!original) return;
    await tx.insert(productPhotos).values({ productId, width, ...variant }).onConflictDoNothing();
  });
}
