import type {
  ProductCategoryResponse,
  ProductCountResponse,
  ProductFiltersRequest,
  ProductListResponse,
} from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';

export interface ProductPage {
  products: ProductListResponse['products'];
  /** How many products match in all; undefined when this call did not ask. */
  total: number | undefined;
}

/**
 * One page of the home list: the newest products of every category when none is selected (with the
 * count on the first page), else the products of the selected categories with their own total.
 */
export async function fetchHomePage(checked: string[], page: number): Promise<ProductPage> {
  if (checked.length > 0) {
    const body: ProductFiltersRequest = { checked, page };
    const { data } = await apiClient.post<ProductListResponse>('/product/product-filters', body);
    return { products: data.products, total: data.total };
  }
  const list = apiClient.get<ProductListResponse>(`/product/product-list/${page}`);
  // The count is asked with the first page only, so a product added meanwhile is counted from then on.
  const count = page === 1 ? apiClient.get<ProductCountResponse>('/product/product-count') : undefined;
  const [{ data: listed }, counted] = await Promise.all([list, count]);
  return { products: listed.products, total: counted?.data.total };
}

export async function fetchCategoryPage(slug: string, page: number): Promise<ProductCategoryResponse> {
  const { data } = await apiClient.get<ProductCategoryResponse>(`/product/product-category/${encodeURIComponent(slug)}`, { params: { page } });
  return data;
}

