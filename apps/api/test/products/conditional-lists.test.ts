import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, placeBid, signUpBidders } from '../support/bidding-fixtures.js';
import { createTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let bidder: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  [bidder] = (await signUpBidders(testApp, 1)) as [SignedInUser];
});
afterAll(() => testApp.close());

const get = (path: string, etag?: string) => {
  const pending = request(testApp.app).get(`/api/v1/product${path}`);
  return etag === undefined ? pending : pending.set('If-None-Match', etag);
};

describe('Conditional requests for product lists and pages', () => {
  it('When a list is asked again with its ETag and nothing changed, then 304 without a body; after a bid, 200 with a new ETag', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const first = await get('/get-product').expect(200);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await get('/get-product', first.headers.etag).expect(304);
    expect(again.text).toBe('');

    await placeBid(testApp, bidder, productId, 1000).expect(200);
    const moved = await get('/get-product', first.headers.etag).expect(200);
    expect(moved.headers.etag).not.toBe(first.headers.etag);
    expect(moved.body.products.find((product: { _id: string }) => product._id === productId).bidCount).toBe(1);
  });

  it('When a product page is asked again with its ETag, then 304 until it changes', async () => {
    const { productId } = await createAuction(testApp, { price: 500 });
    const { body } = await get(`/get-product`).expect(200);
    const slug = body.products.find((product: { _id: string }) => product._id === productId).slug as string;
    const page = await get(`/get-product/${slug}`).expect(200);
    await get(`/get-product/${slug}`, page.headers.etag).expect(304);
    await placeBid(testApp, bidder, productId, 500).expect(200);
    await get(`/get-product/${slug}`, page.headers.etag).expect(200);
  });
});
