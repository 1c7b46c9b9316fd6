import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';

/** Every stored photo is WebP: smaller than JPEG at the same quality, keeps PNG transparency, read by every browser. */
export const PHOTO_CONTENT_TYPE = 'image/webp';

/** Wide enough for the product page on a large screen; anything bigger only costs bytes. */
export const MAX_PHOTO_WIDTH = 1600;

/** A decompression bomb guard: a few kilobytes can claim gigapixels; no camera photo needs more. */
export const MAX_INPUT_PIXELS = 40_000_000;

const WEBP_QUALITY = 82;

// libvips keeps up to 50 MB of recent operations for reuse; every photo here is encoded once (on
// upload, seeding or a variant's first request) and its bytes stored, so that cache held ~45 MB of
// the server's memory for nothing after the demo market was seeded.
sharp.cache(false);

/** Resizes (never enlarging) and encodes to WebP; sharp writes no EXIF/GPS unless asked, so none survives. */
export function encodeWebp(image: Sharp, maxWidth: number): Promise<Buffer> {
  return image.resize({ width: maxWidth, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** A resized variant of an already stored photo. */
export function resizeStoredPhoto(data: Buffer, width: number): Promise<Buffer> {
  return encodeWebp(sharp(data), width);
}

/** Strong ETag: the quoted hash of exactly the bytes served (128 bits are plenty to tell versions apart). */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
}
