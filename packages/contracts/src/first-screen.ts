import type { Category } from './categories.js';
import type { ProductSort } from './limits.js';
import type { Product } from './products.js';

/** /home lists open auctions first, the soonest to end on top; its first screen is that list's first page. */
export const HOME_SORT: ProductSort = 'ending-soon';

/**
 * A page's first screen, written by the server into the page's HTML so that the browser renders it
 * without first waiting for the API: the default /home list's first page with the category list
 * of its filter, or the product of /product/{slug}. Each is exactly what the matching API route answers at that moment.
 */
export type FirstScreen =
  | { kind: 'home'; page: { products: Product[]; total: number; nextCursor: string | null }; categories: Category[] }
  | { kind: 'product'; product: Product };

/** The id of the `<script type="application/json">` element that carries it. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/**
 * A hint the browser keeps beside its session (localStorage, which the server never sees): a
 * cookie saying only that someone is signed in, no name and no token. With it the server marks the
 * page's <html> with the class, so the first screen keeps the room the signed-in screen needs
 * (the bell, the bid form) and drops the visitor's own parts, and nothing moves when the app takes over.
 */
export const SIGNED_IN_HINT = { cookie: 'bidhub_signed_in', className: 'signed-in' } as const;
