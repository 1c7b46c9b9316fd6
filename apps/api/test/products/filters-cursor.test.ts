import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS, productListResponseSchema, type Category } from '@bidhub/contracts';
import { products } from '../../src/db/schema.js';
import { createTestApp, signUpAdmin, type TestApp } from '../support/test-app.js';
import { createCategory } from './catalog-fixtures.js';

let testApp: TestApp;
let lamps: Category;
const LOTS = PRODUCT_LIMITS.pageSize + 3;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await signUpAdmin(testApp);
  lamps = await createCategory(testApp, admin, 'Lamps');
  await createCategory(testApp, admin, 'Rugs');
  await testApp.database.db.insert(products).values(
    Array.from({ length: LOTS }, (_, index) => ({
      name: `Lamp ${index + 1}`,
      slug: `lamp-${index + 1}`,
      description: 'A lamp',
      price: 100 + ((index * 37) % 50),
      startingPrice: 100,
      endtime: new Date(Date.now() + (index + 1) * 3_600_000),
      categoryId: lamps._id,
    })),
  );
});
afterAll(() => testApp.close());

const filters = async (body: object) =>
  productListResponseSchema.parse((await request(testApp.app).post('/api/v1/product/product-filters').send(body).expect(200)).body);

describe('POST /product/product-filters by cursor', () => {
  it.each(['price-asc', 'ending-soon', 'newest'])('When sort=%s is walked by nextCursor, then every match once, in the order of the unpaged reply', async (sort) => {
    const criteria = { checked: [lamps._id], radio: [0, 1000], sort };
    const first = await filters({ ...criteria, page: 1 });
    expect(first.products).toHaveLength(PRODUCT_LIMITS.pageSize);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await filters({ ...criteria, cursor: first.nextCursor });
    expect(second.nextCursor).toBeNull();
    const all = await filters(criteria);
    expect([...first.products, ...second.products].map((product) => product.name)).toEqual(all.products.map((product) => product.name));
    expect(all.total).toBe(LOTS);
  });

  it('When a cursor comes back with other filters than its page was listed with, then 400, not a page of another list', async () => {
    const criteria = { checked: [lamps._id], radio: [0, 1000], sort: 'price-asc', page: 1 };
    const { nextCursor } = await filters(criteria);
    for (const changed of [{ status: 'closed' }, { radio: [0, 120] }, { checked: [] }]) {
      const response = await request(testApp.app).post('/api/v1/product/product-filters').send({ ...criteria, page: undefined, ...changed, cursor: nextCursor }).expect(400);
      expect(response.body, JSON.stringify(changed)).toEqual({ success: false, message: 'cursor belongs to other filters: send the filters it was listed with' });
    }
    // The same filters, the categories in another order: the same list.
    await request(testApp.app).post('/api/v1/product/product-filters').send({ ...criteria, page: undefined, checked: [lamps._id, lamps._id], cursor: nextCursor }).expect(200);
  });

  it('When the cursor is not one, then 400', async () => {
    const response = await request(testApp.app).post('/api/v1/product/product-filters').send({ cursor: 'nope' }).expect(400);
    expect(response.body).toEqual({ success: false, message: 'cursor is not valid' });
  });
});
