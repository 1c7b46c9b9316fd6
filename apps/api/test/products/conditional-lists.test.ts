import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, placeBid, signUpBidders } from '../support/bidding-fixtures.js';
import { createTestApp, newUserDetails, type SignedInUser, type TestApp } from '../support/test-app.js';

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

  it("When the ETag comes with no-cache, as Node's fetch sends every conditional request, then still 304", async () => {
    const first = await get('/get-product').expect(200);
    const again = await get('/get-product', first.headers.etag).set('Cache-Control', 'no-cache').set('Pragma', 'no-cache').expect(304);
    expect(again.text).toBe('');
    await get('/get-product').set('Cache-Control', 'no-cache').expect(200);
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

describe('Replies to writes', () => {
  it('When a bid is accepted or refused, then its JSON reply carries no ETag (RFC 9110 forbids one on a PUT); a list keeps its own', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const accepted = await placeBid(testApp, bidder, productId, 1000).expect(200);
    expect(accepted.headers.etag).toBeUndefined();
    expect(accepted.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(accepted.body.product._id).toBe(productId);

    const refused = await placeBid(testApp, bidder, productId, 1000).expect(409);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.body).toMatchObject({ success: false, message: expect.any(String) });
    expect((await get('/get-product').expect(200)).headers.etag).toBeTruthy();
  });

  it('When a reply to a write holds characters beyond ASCII, then its Content-Length counts their bytes', async () => {
    const registered = await request(testApp.app).post('/api/v1/auth/register').send(newUserDetails({ name: 'Zoë Ångström' })).expect(201);
    expect(registered.body.user.name).toBe('Zoë Ångström');
    expect(Number(registered.headers['content-length'])).toBe(Buffer.byteLength(registered.text));
  });
});
