import { PRODUCT_LIMITS, type ProductCategoryResponse, type ProductFiltersRequest, type ProductListResponse } from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';
import { listQuery, type ListOptions } from './list-options';

export interface ProductPage {
  products: ProductListResponse['products'];
  /** How many products match in all; undefined when this call did not ask. */
  total: number | undefined;
}

/**
 * One page of the home list with the total: every category when none is selected, else the
 * selected categories (product-filters, whose body names the price range `radio`).
 */
export async function fetchHomePage(checked: string[], page: number, options: ListOptions): Promise<ProductPage> {
  if (checked.length > 0) {
    const { minPrice, maxPrice, sort, status } = options;
    const radio = minPrice === undefined && maxPrice === undefined ? [] : [minPrice ?? 0, maxPrice ?? Number.MAX_SAFE_INTEGER];
    const body: ProductFiltersRequest = { checked, page, radio, sort, status };
    const { data } = await apiClient.post<ProductListResponse>('/product/product-filters', body);
    return { products: data.products, total: data.total };
  }
  const params = { page, limit: PRODUCT_LIMITS.pageSize, ...listQuery(options) };
  const { data } = await apiClient.get<ProductListResponse>('/product/get-product', { params });
  return { products: data.products, total: data.total };
}

export async function fetchCategoryPage(slug: string, page: number, options: ListOptions): Promise<ProductCategoryResponse> {
  const params = { page, ...listQuery(options) };
  const { data } = await apiClient.get<ProductCategoryResponse>(`/product/product-category/${encodeURIComponent(slug)}`, { params });
  return data;
}

