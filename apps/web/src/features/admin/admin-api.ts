import type {
  CategoryRequest,
  CategoryWriteResponse,
  MessageResponse,
  ProductListResponse,
  ProductReply,
} from '@bidhub/contracts';
import type { AxiosProgressEvent } from 'axios';
import { apiClient } from '../../lib/api-client';
import type { PageStart } from '../../lib/product-pages';

/** Receives upload progress as a fraction 0..1 while a product's fields and photo are sent. */
export type UploadProgress = (fraction: number) => void;

const reportProgress =
  (onProgress: UploadProgress | undefined) =>
  ({ loaded, total }: AxiosProgressEvent) => {
    if (onProgress && total) onProgress(loaded / total);
  };

// A photo of up to 5 MB on a slow line needs longer than the client's usual 15 s.
const UPLOAD_TIMEOUT_MS = 120_000;

/** The admin's calls; each resolves to the server's reply and rejects on any failure. */
export const adminApi = {
  createCategory: async (request: CategoryRequest) => (await apiClient.post<CategoryWriteResponse>('/category/create-category', request)).data,
  updateCategory: async (id: string, request: CategoryRequest) =>
    (await apiClient.put<CategoryWriteResponse>(`/category/update-category/${encodeURIComponent(id)}`, request)).data,
  deleteCategory: async (id: string) => (await apiClient.delete<MessageResponse>(`/category/delete-category/${encodeURIComponent(id)}`)).data,

  productPage: async ({ page, cursor }: PageStart, limit: number) =>
    (await apiClient.get<ProductListResponse>('/product/get-product', { params: cursor ? { cursor, limit } : { page, limit } })).data,
  createProduct: async (fields: FormData, onProgress?: UploadProgress) =>
    (
      await apiClient.post<ProductReply>('/product/create-product', fields, {
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: reportProgress(onProgress),
      })
    ).data,
  updateProduct: async (id: string, fields: FormData, onProgress?: UploadProgress) =>
    (
      await apiClient.put<ProductReply>(`/product/update-product/${encodeURIComponent(id)}`, fields, {
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: reportProgress(onProgress),
      })
    ).data,
  deleteProduct: async (id: string) => (await apiClient.delete<MessageResponse>(`/product/delete-product/${encodeURIComponent(id)}`)).data,
};
