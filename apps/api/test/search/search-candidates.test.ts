import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.js';
import { createCategory, createProduct, productFields } from '../products/catalog-fixtures.js';
import { createTestApp, signUpAdmin, type TestApp } from '../support/test-app.js';

/**
 * Search ranks a bounded set of candidates (200 for the 8 suggestions). When far more products
 * share a word, the candidates must still hold the one that has every word typed.
 */
let testApp: TestApp;
const SIMILAR_LOTS = 300;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await signUpAdmin(testApp);
  const art = await createCategory(testApp, admin, 'Art');
  const endtime = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await testApp.database.db.insert(products).values(
    Array.from({ length: SIMILAR_LOTS }, (_, index) => ({
      name: `Bulk Lot ${index + 100}`,
      slug: `bulk-lot-${index + 100}`,
      description: 'One of many',
      price: 100,
      startingPrice: 100,
      endtime,
      categoryId: art._id,
    })),
  );
  // Written last, so that an index read in the rows' order meets it after all the others.
  await createProduct(testApp, admin, productFields(art._id, { name: 'Bulk Lot 12', description: 'One of many' }));
});
afterAll(() => testApp.close());

const suggested = async (q: string) =>
  ((await request(testApp.app).get('/api/v1/product/suggest').query({ q }).expect(200)).body.suggestions as { name: string }[]).map((suggestion) => suggestion.name);

describe('Search among many products sharing a word', () => {
  it("When one product holds every word typed ('lot 12') among 300 holding one of them, then it is suggested first", async () => {
    expect((await suggested('lot 12'))[0]).toBe('Bulk Lot 12');
    expect((await suggested('bulk lot 12'))[0]).toBe('Bulk Lot 12');
  });

  it("When the last word is still being typed ('lot 12' on the way to 'lot 120'), then the products it begins come next", async () => {
    const [first, ...rest] = await suggested('lot 12');
    expect(first).toBe('Bulk Lot 12');
    // Written in one statement, they are equally new: which seven of the ten comes down to their ids.
    expect(rest).toHaveLength(7);
    for (const name of rest) expect(name).toMatch(/^Bulk Lot 12\d$/);
  });
});
