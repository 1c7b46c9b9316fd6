import type { RequestHandler } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { PRODUCT_LIMITS } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { MAX_INPUT_PIXELS, MAX_PHOTO_WIDTH, PHOTO_CONTENT_TYPE, encodeWebp, strongEtag } from './photo-encoding.js';
import { replaceProductPhoto } from './photos-queries.js';

/** A decoded, re-encoded upload, ready to store. */
export interface PreparedPhoto {
  contentType: string;
  data: Buffer;
  etag: string;
}

const singlePhoto = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PRODUCT_LIMITS.photoBytes, files: 1, fields: 20 },
}).single('photo');

/**
 * Multipart parsing for product forms: the optional `photo` file in memory, at most 5 MB. Multer
 * passes the multipart parser's complaints (no boundary, a truncated body, a malformed part header)
 * on as plain errors; with memory storage nothing else can fail, so they are the sender's fault.
 */
export const photoUpload: RequestHandler = (request, response, next) => {
  singlePhoto(request, response, (error?: unknown) => {
    if (!error || error instanceof multer.MulterError) return next(error);
    next(AppError.badRequest(`Malformed multipart body: ${error instanceof Error ? error.message : String(error)}`));
  });
};

/**
 * For the product forms, after photoUpload: a `photo` that came as text (a form field, a JSON string)
 * is not a photo, and saving the product without one would look like success. Empty is "none chosen",
 * as the original client sends it. A bid ignores whatever photo it carries, so it does not use this.
 */
export const refusePhotoAsText: RequestHandler = (request, _response, next) => {
  const photo = (request.body as { photo?: unknown } | undefined)?.photo;
  next(typeof photo === 'string' && photo.trim() !== '' ? AppError.badRequest('Photo must be sent as a file, not as text') : undefined);
};

/** sharp reports AVIF as 'heif'. SVG and TIFF decode too but are refused: not photos, and SVG is a document. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const NOT_AN_IMAGE = 'Photo must be an image (JPEG, PNG, WebP, GIF or AVIF)';
const TOO_MANY_PIXELS = `Photo must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
/** WebP's own limit on a side. Only the height can pass it: the width is resized to MAX_PHOTO_WIDTH at most. */
const WEBP_MAX_SIDE = 16_383;
const TOO_TALL = `Photo is too tall: at most ${WEBP_MAX_SIDE} pixels high once at most ${MAX_PHOTO_WIDTH} wide`;
const storedHeight = (width: number, height: number) => (width > MAX_PHOTO_WIDTH ? Math.round((height * MAX_PHOTO_WIDTH) / width) : height);

/** Decodes an upload (400 when it is not an image) and re-encodes it, dropping EXIF/GPS metadata. */
export async function preparePhoto(upload: Buffer): Promise<PreparedPhoto> {
  // Only the header is read here, so sharp's own pixel limit (268 megapixels) is lifted: above it,
  // it refused a real PNG as 'not an image' before our clearer limit could say what was wrong.
  const { format, width, height, orientation } = await asPhotoInput(() => sharp(upload, { limitInputPixels: false }).metadata());
  if (!format || !ACCEPTED_FORMATS.has(format)) throw AppError.badRequest(NOT_AN_IMAGE);
  if (width * height > MAX_INPUT_PIXELS) throw AppError.badRequest(TOO_MANY_PIXELS);
  // EXIF orientations 5 to 8 turn the photo a quarter turn before it is stored: measure it upright.
  const [uprightWidth, uprightHeight] = orientation !== undefined && orientation >= 5 ? [height, width] : [width, height];
  if (storedHeight(uprightWidth, uprightHeight) > WEBP_MAX_SIDE) throw AppError.badRequest(TOO_TALL);

  // A header that reads fine can still hide a truncated or corrupt body, hence the decode check here too.
  // rotate() with no angle applies the EXIF orientation, which is about to be dropped with the rest of the EXIF.
  const data = await asPhotoInput(() => encodeWebp(sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate(), MAX_PHOTO_WIDTH));
  return { contentType: PHOTO_CONTENT_TYPE, data, etag: strongEtag(data) };
}

/** sharp failing on an upload (even synchronously, as for an empty one) means the sender sent no usable image. */
async function asPhotoInput<Result>(decode: () => Promise<Result>): Promise<Result> {
  try {
    return await decode();
  } catch {
    throw AppError.badRequest(NOT_AN_IMAGE);
  }
}

/** Replaces a product's photo and its resized variants; sets products.photo_version to the new etag. */
export async function storePhoto(db: Database, productId: string, photo: PreparedPhoto): Promise<void> {
  await replaceProductPhoto(db, productId, photo);
}
