import type { RequestHandler } from 'express';
import multer from 'multer';
import { PRODUCT_LIMITS } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';

/** A decoded, re-encoded upload, ready to store. */
export interface PreparedPhoto {
  contentType: string;
  data: Buffer;
  etag: string;
}

/** Multipart parsing for product forms: the optional `photo` file in memory, at most 5 MB. */
export const photoUpload: RequestHandler = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PRODUCT_LIMITS.photoBytes, files: 1, fields: 20 },
}).single('photo');

/** Decodes an upload (400 when it is not an image) and re-encodes it, dropping EXIF/GPS metadata. */
export async function preparePhoto(_upload: Buffer): Promise<PreparedPhoto> {
  throw AppError.badRequest('Photo uploads are not available yet');
}

/** Replaces a product's photo and its resized variants; sets products.photo_version to the new etag. */
export async function storePhoto(_db: Database, _productId: string, _photo: PreparedPhoto): Promise<void> {
  throw AppError.badRequest('Photo uploads are not available yet');
}
