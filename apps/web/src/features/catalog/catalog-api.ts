import {
  PRODUCT_LIMITS,
  type CategoryListResponse,
  type ProductCategoryResponse,
  type ProductFiltersRequest,
  type ProductListResponse,
} from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';
import type { PageStart } from '../../lib/product-pages';
import { listQuery, type ListOptions } from './list-options';

export const FIRST_PAGE: PageStart = { page: 1 };

export interface ProductPage {
  products: ProductListResponse['products'];
  /** How many products match in all; undefined when this call did not say. */
  total: number | undefined;
  /** The cursor of the next page, null after the last one; undefined where the endpoint pages by number. */
  nextCursor: string | null | undefined;
}

const pageParams = ({ page, cursor }: PageStart) => (cursor ? { cursor } : { page });

export async function fetchCategories() {
  return (await apiClient.get<CategoryListResponse>('/category/get-category')).data.category;
}

/**
 * One page of the home list with the total: every category when none is selected, else the
 * selected categories (product-filters, whose body names the price range `radio`).
 */
export async function fetchHomePage(checked: string[], start: PageStart, options: ListOptions): Promise<ProductPage> {
  if (checked.length > 0) {
    const { minPrice, maxPrice, sort, status } = options;
    const radio = minPrice === undefined && maxPrice === undefined ? [] : [minPrice ?? 0, maxPrice ?? Number.MAX_SAFE_INTEGER];
    const body: ProductFiltersRequest = { checked, page: start.page, radio, sort, status };
    const { data } = await apiClient.post<ProductListResponse>('/product/product-filters', body);
    return { products: data.products, total: data.total, nextCursor: data.nextCursor };
  }
  const params = { ...pageParams(start), limit: PRODUCT_LIMITS.pageSize, ...listQuery(options) };
  const { data } = await apiClient.get<ProductListResponse>('/product/get-product', { params });
  return { products: data.products, total: data.total, nextCursor: data.nextCursor };
}

export async function fetchCategoryPage(slug: string, start: PageStart, options: ListOptions): Promise<ProductCategoryResponse> {
  const params = { ...pageParams(start), ...listQuery(options) };
  const { data } = await apiClient.get<ProductCategoryResponse>(`/product/product-category/${encodeURIComponent(slug)}`, { params });
  return data;
}
