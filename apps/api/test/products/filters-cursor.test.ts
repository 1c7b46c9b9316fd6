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

  it('When the cursor is not one, then 400', async () => {
    const response = await request(testApp.app).post('/api/v1/product/product-filters').send({ cursor: 'nope' }).expect(400);
    expect(response.body).toEqual({ success: false, message: 'cursor is not valid' });
  });
});
