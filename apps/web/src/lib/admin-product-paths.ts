import type { Product } from '@bidhub/contracts';

// Shared: the admin screens link and return to these, and a product page links its seller to the edit form.

export const ADMIN_PRODUCTS_PATH = '/dashboard/admin/products';

export const adminProductPath = (product: Pick<Product, 'slug'>) => `/dashboard/admin/product/${encodeURIComponent(product.slug)}`;

/**
 * The admin list's address a link to an edit form carries as its state (the list's search, `?q=`),
 * and the list an edit returns to: that one, else the whole list (outside audit N1).
 */
export const adminListReturnPath = (state: unknown) =>
  typeof state === 'object' && state !== null && 'adminList' in state && typeof state.adminList === 'string' && state.adminList.startsWith(`${ADMIN_PRODUCTS_PATH}?`)
    ? state.adminList
    : ADMIN_PRODUCTS_PATH;
