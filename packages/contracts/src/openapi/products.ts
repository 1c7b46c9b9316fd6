import { categorySlugParamsSchema } from '../categories.js';
import { idParamsSchema, messageResponseSchema } from '../common.js';
import {
  createProductRequestSchema,
  photoQuerySchema,
  productCategoryQuerySchema,
  productCategoryResponseSchema,
  productCountResponseSchema,
  productFiltersRequestSchema,
  productListPageParamsSchema,
  productListResponseSchema,
  productPageQuerySchema,
  productReplySchema,
  productSlugParamsSchema,
  searchParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
  updateProductRequestSchema,
} from '../products.js';
import type { ApiRoute } from './api-route.js';

const tag = 'Products';

/** The original client sends no page: it gets every match at once, within a bound. */
const ORIGINAL_CLIENT_PAGING = 'Without `page` or `cursor` (as the original client asks), every match up to 100; with either, 12 per page and a `nextCursor` to send back as `cursor` (null after the last page).';

export const productRoutes: ApiRoute[] = [
  { method: 'get', path: '/product/get-product', tag, summary: 'Products, newest first unless `sort` says otherwise', query: productPageQuerySchema, replies: { 200: productListResponseSchema } },
  { method: 'get', path: '/product/get-product/{slug}', tag, summary: 'One product by slug', params: productSlugParamsSchema, replies: { 200: productReplySchema }, errors: [404] },
  { method: 'get', path: '/product/product-count', tag, summary: 'How many products there are', replies: { 200: productCountResponseSchema } },
  { method: 'get', path: '/product/product-list/{page}', tag, summary: 'A page of products', params: productListPageParamsSchema, replies: { 200: productListResponseSchema } },
  { method: 'post', path: '/product/product-filters', tag, summary: 'Products by categories and price range', description: `${ORIGINAL_CLIENT_PAGING} An empty \`checked\` means every category; a url-encoded form sends \`checked=<id>\` once per ticked box.`, body: { schema: productFiltersRequestSchema }, replies: { 200: productListResponseSchema } },
  { method: 'get', path: '/product/product-category/{slug}', tag, summary: "A category's products", description: ORIGINAL_CLIENT_PAGING, params: categorySlugParamsSchema, query: productCategoryQuerySchema, replies: { 200: productCategoryResponseSchema }, errors: [404] },
  { method: 'get', path: '/product/search/{keyword}', tag, summary: 'Search names and descriptions (typos tolerated)', params: searchParamsSchema, query: searchQuerySchema, replies: { 200: searchResponseSchema } },
  { method: 'get', path: '/product/search', tag, summary: 'Search with an empty keyword (/product/search/): an empty array, as for a blank one', query: searchQuerySchema, replies: { 200: searchResponseSchema } },
  { method: 'get', path: '/product/suggest', tag, summary: 'Name suggestions for a search box, at most 8', query: suggestQuerySchema, replies: { 200: suggestResponseSchema } },
  { method: 'post', path: '/product/create-product', tag, summary: 'Create a product', auth: 'admin', body: { schema: createProductRequestSchema, multipart: 'photo' }, replies: { 201: productReplySchema }, errors: [409, 413] },
  { method: 'put', path: '/product/update-product/{id}', tag, summary: 'Update a product', auth: 'admin', params: idParamsSchema, body: { schema: updateProductRequestSchema, multipart: 'photo' }, replies: { 200: productReplySchema }, errors: [404, 409, 413] },
  { method: 'get', path: '/product/admin-product/{id}', tag, summary: 'One product with its reserve amount, for the edit form', auth: 'admin', params: idParamsSchema, replies: { 200: productReplySchema }, errors: [404] },
  { method: 'delete', path: '/product/delete-product/{id}', tag, summary: 'Delete a product with its photos and bids; a copy of its bid ledger is kept (GET /product/removed/{id})', auth: 'admin', params: idParamsSchema, replies: { 200: messageResponseSchema }, errors: [404] },
  { method: 'get', path: '/product/product-photo/{id}', tag, summary: "A product's photo (WebP); ?w= for a smaller width", params: idParamsSchema, query: photoQuerySchema, replies: { 200: { description: 'The photo', contentType: 'image/webp' } }, errors: [404] },
];
