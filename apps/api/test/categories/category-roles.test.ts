import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let member: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  member = await signUp(testApp.app);
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp.close());

const categoryIdNamed = async (name: string) => {
  const response = await request(testApp.app).post('/api/v1/category/create-category').set('Authorization', admin.token).send({ name }).expect(201);
  return response.body.category._id as string;
};

type SendAs = (authorization?: string) => request.Test;

let counter = 0;
/** Each route prepares its own target, then sends the request with the given Authorization header. */
const writeRoutes: { route: string; prepare: () => Promise<SendAs>; adminStatus: number }[] = [
  {
    route: 'POST /category/create-category',
    prepare: async () => {
      const name = `Role Test ${(counter += 1)}`;
      return (authorization) => withAuthorization(request(testApp.app).post('/api/v1/category/create-category').send({ name }), authorization);
    },
    adminStatus: 201,
  },
  {
    route: 'PUT /category/update-category/{id}',
    prepare: async () => {
      const id = await categoryIdNamed(`Before Rename ${(counter += 1)}`);
      const name = `After Rename ${counter}`;
      return (authorization) => withAuthorization(request(testApp.app).put(`/api/v1/category/update-category/${id}`).send({ name }), authorization);
    },
    adminStatus: 200,
  },
  {
    route: 'DELETE /category/delete-category/{id}',
    prepare: async () => {
      const id = await categoryIdNamed(`To Delete ${(counter += 1)}`);
      return (authorization) => withAuthorization(request(testApp.app).delete(`/api/v1/category/delete-category/${id}`), authorization);
    },
    adminStatus: 200,
  },
];

function withAuthorization(call: request.Test, authorization: string | undefined): request.Test {
  return authorization === undefined ? call : call.set('Authorization', authorization);
}

const allCategories = async () => (await request(testApp.app).get('/api/v1/category/get-category').expect(200)).body.category;

describe.each(writeRoutes)('$route', ({ prepare, adminStatus }) => {
  it('When nobody is signed in, then 401 and nothing changes', async () => {
    const send = await prepare();
    const before = await allCategories();
    expect((await send().expect(401)).body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await allCategories()).toEqual(before);
  });

  it('When the token is invalid, then 401 and nothing changes', async () => {
    const send = await prepare();
    const before = await allCategories();
    expect((await send('Bearer not-a-token').expect(401)).body.success).toBe(false);
    expect(await allCategories()).toEqual(before);
  });

  it('When a signed-in user is not an admin, then 403 and nothing changes', async () => {
    const send = await prepare();
    const before = await allCategories();
    expect((await send(member.token).expect(403)).body).toEqual({ success: false, message: 'Admin access required' });
    expect(await allCategories()).toEqual(before);
  });

  it('When an admin sends it, then it succeeds', async () => {
    const send = await prepare();
    expect((await send(admin.token).expect(adminStatus)).body.success).toBe(true);
  });
});
