import { categoryListResponseSchema, categoryRequestSchema, categoryWriteResponseSchema } from '../categories.js';
import { idParamsSchema } from '../common.js';
import type { ApiRoute } from './api-route.js';

const tag = 'Categories';

export const categoryRoutes: ApiRoute[] = [
  { method: 'get', path: '/category/get-category', tag, summary: 'Every category', replies: { 200: categoryListResponseSchema } },
  { method: 'post', path: '/category/create-category', tag, summary: 'Create a category', auth: 'admin', body: { schema: categoryRequestSchema }, replies: { 201: categoryWriteResponseSchema }, errors: [409] },
  { method: 'put', path: '/category/update-category/{id}', tag, summary: 'Rename a category', auth: 'admin', params: idParamsSchema, body: { schema: categoryRequestSchema }, replies: { 200: categoryWriteResponseSchema }, errors: [404, 409] },
  { method: 'delete', path: '/category/delete-category/{id}', tag, summary: 'Delete an empty category', auth: 'admin', params: idParamsSchema, replies: { 200: categoryWriteResponseSchema }, errors: [404, 409] },
];
