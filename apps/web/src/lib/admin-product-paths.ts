import type { Product } from '@bidhub/contracts';

// Shared: the admin screens link and return to these, and a product page links its seller to the edit form.

export const ADMIN_PRODUCTS_PATH = '/dashboard/admin/products';

export const adminProductPath = (product: Pick<Product, 'slug'>) => `/dashboard/admin/product/${encodeURIComponent(product.slug)}`;
