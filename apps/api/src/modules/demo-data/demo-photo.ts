import sharp from 'sharp';
import { encodeWebp, MAX_PHOTO_WIDTH, PHOTO_CONTENT_TYPE, type PreparedPhoto, strongEtag } from '../photos/index.js';

const WIDTH = 800;
const HEIGHT = 600;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/**
 * Cards show photos 1.2:1 with object-fit: cover, cutting about 40 px off each side of this 4:3
 * picture; text stays 80 px in from the edges so it is never cut.
 */
const SAFE_MARGIN = 80;
/** DejaVu Sans averages about 0.6 em a character. */
const CHARACTER_WIDTH_EM = 0.6;
/** Words too small to stand for a product in its initials. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'of', 'the', 'with', 'by', 'over', 'for']);

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);

/** 'Vintage Film Camera' -> 'VF': the first letters of the first two words that carry meaning. */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0 && !MINOR_WORDS.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A card-shaped illustration: the category's gradient, a medallion with the initials, the name on a band. */
export function demoPhotoSvg(productName: string, categoryName: string, [from, to]: readonly [string, string]): string {
  // Shrinks long names so they fit on the band in one line, inside the safe margins.
  const nameSize = Math.min(42, Math.floor((WIDTH - 2 * SAFE_MARGIN) / (CHARACTER_WIDTH_EM * Math.max(productName.length, 1))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="background" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#background)"/>
  <circle cx="660" cy="90" r="240" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="90" cy="560" r="200" fill="#ffffff" fill-opacity="0.05"/>
  <circle cx="400" cy="250" r="150" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5"/>
  <text x="400" y="292" font-family="${FONT}" font-size="120" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initialsOf(productName))}</text>
  <text x="${SAFE_MARGIN}" y="62" font-family="${FONT}" font-size="24" font-weight="bold" letter-spacing="5" fill="#ffffff" fill-opacity="0.85">${escapeXml(categoryName.toUpperCase())}</text>
  <rect y="470" width="${WIDTH}" height="130" fill="#000000" fill-opacity="0.25"/>
  <text x="400" y="${535 + nameSize / 3}" font-family="${FONT}" font-size="${nameSize}" fill="#ffffff" text-anchor="middle">${escapeXml(productName)}</text>
</svg>`;
}

/** The demo photo of a product, encoded exactly as an uploaded photo would be stored. */
export async function renderDemoPhoto(productName: string, categoryName: string, gradient: readonly [string, string]): Promise<PreparedPhoto> {
  const data = await encodeWebp(sharp(Buffer.from(demoPhotoSvg(productName, categoryName, gradient))), MAX_PHOTO_WIDTH);
  return { contentType: PHOTO_CONTENT_TYPE, data, etag: strongEtag(data) };
}
