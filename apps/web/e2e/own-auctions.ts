import { type APIRequestContext, expect, test } from '@playwright/test';
import type { CategoryWriteResponse, Product, ProductReply } from '@bidhub/contracts';
import { adminSession, unique } from './support';

/**
 * Auctions a spec makes for itself through the admin API, each in a fresh category. Call
 * `removeOwnAuctionsAfterEach()` at the top of the spec: what a test created is deleted after it, so
 * other specs still find the demo auctions newest first.
 */
const created: { token: string; productIds: string[]; categoryIds: string[] } = { token: '', productIds: [], categoryIds: [] };

export function removeOwnAuctionsAfterEach(): void {
  test.afterEach(async ({ request }) => {
    const headers = { Authorization: created.token };
    for (const id of created.productIds.splice(0)) expect((await request.delete(`/api/v1/product/delete-product/${id}`, { headers })).ok()).toBe(true);
    for (const id of created.categoryIds.splice(0)) expect((await request.delete(`/api/v1/category/delete-category/${id}`, { headers })).ok()).toBe(true);
  });
}

export interface OwnAuction {
  /** Prefix of the category and product names. */
  label: string;
  description: string;
  endsInMs: number;
  /** Extra create-product fields (reservePrice, buyNowPrice). */
  fields?: Record<string, string>;
}

export async function createOwnAuction(request: APIRequestContext, { label, description, endsInMs, fields = {} }: OwnAuction): Promise<Product> {
  const { token } = await adminSession(request);
  created.token = token;
  const categoryReply = await request.post('/api/v1/category/create-category', { data: { name: `E2E ${label} ${unique()}` }, headers: { Authorization: token } });
  const category = ((await categoryReply.json()) as CategoryWriteResponse).category!;
  created.categoryIds.push(category._id);
  const reply = await request.post('/api/v1/product/create-product', {
    headers: { Authorization: token },
    multipart: { name: `${label} Lot ${unique()}`, description, price: '1000', endtime: new Date(Date.now() + endsInMs).toISOString(), category: category._id, ...fields },
  });
  expect(reply.status()).toBe(201);
  const { product } = (await reply.json()) as ProductReply;
  created.productIds.push(product._id);
  return product;
}

/** Deletes one of the spec's auctions now, as the admin's DELETE PRODUCT does; nothing is left for after the test. */
export async function deleteOwnAuction(request: APIRequestContext, product: Product): Promise<void> {
  const reply = await request.delete(`/api/v1/product/delete-product/${product._id}`, { headers: { Authorization: created.token } });
  expect(reply.ok()).toBe(true);
  created.productIds.splice(created.productIds.indexOf(product._id), 1);
}

/** The admin's token that created the spec's auctions, for its own updates. */
export const ownAuctionsToken = () => created.token;
