import type { Product } from '@bidhub/contracts';

/** The spec's localStorage key: the wishlist is a list of whole product objects. */
export const WISHLIST_KEY = 'cart';

const looksLikeProduct = (entry: unknown): entry is Product =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as Product)._id === 'string' &&
  typeof (entry as Product).slug === 'string' &&
  typeof (entry as Product).name === 'string' &&
  typeof (entry as Product).description === 'string' &&
  typeof (entry as Product).price === 'number';

/** The stored wishlist; anything unreadable (edited by hand, an older shape) is left out rather than crashing the app. */
export function readStoredWishlist(): Product[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(looksLikeProduct) : [];
  } catch {
    return [];
  }
}

export function saveStoredWishlist(products: Product[]) {
  localStorage.setItem(WISHLIST_KEY, JSON.stringify(products));
}
