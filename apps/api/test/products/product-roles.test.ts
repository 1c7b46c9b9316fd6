import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@bidhub/contracts';
import { createTestApp, signUp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';
import { createCategory, createProduct, productFields, sendForm } from './catalog-fixtures.js';

let testApp: TestApp;
let member: SignedInUser;
let admin: SignedInUser;
let category: Category;
beforeAll(async () => {
  testApp = await createTestApp();
  member = await signUp(testApp.app);
  admin = await signUpAdmin(testApp);
  category = await createCategory(testApp, admin, 'Role Matrix');
});
afterAll(() => testApp.close());

type SendAs = (authorization?: string) => request.Test;

function withAuthorization(call: request.Test, authorization: string | undefined): request.Test {
  return authorization === undefined ? call : call.set('Authorization', authorization);
}

let counter = 0;
const uniqueName = () => `Role Product ${(counter += 1)}`;

/** Each route prepares its own target, then sends the request with the given Authorization header. */
const writeRoutes: { route: string; prepare: () => Promise<SendAs>; adminStatus: number }[] = [
  {
    route: 'POST /product/create-product',
    prepare: async () => {
      const fields = productFields(category._id, { name: uniqueName() });
      return (authorization) => sendForm(withAuthorization(request(testApp.app).post('/api/v1/product/create-product'), authorization), fields);
    },
    adminStatus: 201,
  },
  {
    route: 'PUT /product/update-product/{id}',
    prepare: async () => {
      const product = await createProduct(testApp, admin, productFields(category._id, { name: uniqueName() }));
      const fields = productFields(category._id, { name: uniqueName(), price: '1' });
      return (authorization) =>
        sendForm(withAuthorization(request(testApp.app).put(`/api/v1/product/update-product/${product._id}`), authorization), fields);
    },
    adminStatus: 200,
  },
  {
    route: 'DELETE /product/delete-product/{id}',
    prepare: async () => {
      const product = await createProduct(testApp, admin, productFields(category._id, { name: uniqueName() }));
      return (authorization) => withAuthorization(request(testApp.app).delete(`/api/v1/product/delete-product/${product._id}`), authorization);
    },
    adminStatus: 200,
  },
];

const allProducts = async () => (await request(testApp.app).get('/api/v1/product/get-product?limit=100').expect(200)).body.products;

describe.each(writeRoutes)('$route', ({ prepare, adminStatus }) => {
  it('When nobody is signed in, then 401 and nothing changes', async () => {
    const send = await prepare();
    const before = await allProducts();
    expect((await send().expect(401)).body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await allProducts()).toEqual(before.map((product: object) => ({ ...product, serverTime: expect.any(String) })));
  });

  it('When the token is invalid, then 401 and nothing changes', async () => {
    const send = await prepare();
    const before = await allProducts();
    expect((await send('Bearer not-a-token').expect(401)).body.success).toBe(false);
    expect(await allProducts()).toEqual(before.map((product: object) => ({ ...product, serverTime: expect.any(String) })));
  });

  it('When a signed-in user is not an admin, then 403 and nothing changes', async () => {
    const send = await prepare();
    const before = await allProducts();
    expect((await send(member.token).expect(403)).body).toEqual({ success: false, message: 'Admin access required' });
    expect(await allProducts()).toEqual(before.map((product: object) => ({ ...product, serverTime: expect.any(String) })));
  });

  it('When an admin sends it, then it succeeds', async () => {
    const send = await prepare();
    expect((await send(admin.token).expect(adminStatus)).body.success).toBe(true);
  });
});
