import type { Product } from '@bidhub/contracts';

export const ADMIN_PRODUCTS_PATH = '/dashboard/admin/products';

export const adminProductPath = (product: Pick<Product, 'slug'>) => `/dashboard/admin/product/${encodeURIComponent(product.slug)}`;
