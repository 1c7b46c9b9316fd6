import type { ServedPhoto } from './photos-queries.js';

/**
 * Photo bytes change rarely and are the heaviest read of a card: this process keeps the most
 * recently served ones (bounded in bytes). A replacement or deletion in this process forgets the
 * product's entries at once; one made by another API process (WEB_CONCURRENCY) is seen here within
 * ENTRY_LIFETIME_MS. Cards ask for the photo with its version in the URL, so they never see a stale one.
 */
const MAX_BYTES = 32 * 1024 * 1024;
const ENTRY_LIFETIME_MS = 30_000;

interface Entry {
  photo: ServedPhoto;
  storedAt: number;
}

const entries = new Map<string, Entry>();
let cachedBytes = 0;

const keyOf = (productId: string, width: number) => `${productId}:${width}`;

function drop(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  cachedBytes -= entry.photo.data.length;
  entries.delete(key);
}

export function cachedPhoto(productId: string, width: number, now = Date.now()): ServedPhoto | undefined {
  const key = keyOf(productId, width);
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (now - entry.storedAt > ENTRY_LIFETIME_MS) {
    drop(key);
    return undefined;
  }
  // Map order is insertion order: re-inserting marks it the most recently used.
  entries.delete(key);
  entries.set(key, entry);
  return entry.photo;
}

export function rememberPhoto(productId: string, width: number, photo: ServedPhoto, now = Date.now()): void {
  if (photo.data.length > MAX_BYTES / 8) return;
  const key = keyOf(productId, width);
  drop(key);
  entries.set(key, { photo, storedAt: now });
  cachedBytes += photo.data.length;
  for (const oldest of entries.keys()) {
    if (cachedBytes <= MAX_BYTES) break;
    drop(oldest);
  }
}

/** Every width of one product's photo: called when it is replaced or the product deleted. */
export function forgetProductPhotos(productId: string): void {
  for (const key of [...entries.keys()]) if (key.startsWith(`${productId}:`)) drop(key);
}
