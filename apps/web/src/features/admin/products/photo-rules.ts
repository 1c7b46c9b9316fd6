import { PRODUCT_LIMITS } from '@bidhub/contracts';

const MEGABYTE = 1024 * 1024;
const limitInMegabytes = PRODUCT_LIMITS.photoBytes / MEGABYTE;
/** The formats the server decodes and keeps. */
const SENT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/**
 * Why a picked file cannot be sent, or undefined when it can. Checked before uploading so that a
 * 20 MB photo is refused at once instead of after minutes on a slow line; the server checks again.
 */
export function photoProblem(file: File): string | undefined {
  // `accept` only steers the file dialog: 'All files' or a drop still hands over anything, and
  // image/* lets SVG, HEIC and BMP through, which the server refuses after the upload.
  if (!SENT_TYPES.has(file.type)) return 'Choose an image file (JPEG, PNG, WebP, GIF or AVIF)';
  if (file.size > PRODUCT_LIMITS.photoBytes) {
    return `This photo is ${(file.size / MEGABYTE).toFixed(1)} MB; photos may be at most ${limitInMegabytes} MB`;
  }
  return undefined;
}
