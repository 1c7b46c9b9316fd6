import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS, PRODUCT_SORTS, productListResponseSchema, type Category, type ProductSort } from '@bidhub/contracts';
import { products } from '../../src/db/schema.js';
import { listProductViews, type ProductFilter } from '../../src/modules/products/products-queries.js';
import { createTestApp, signUpAdmin, type TestApp } from '../support/test-app.js';
import { createCategory } from './catalog-fixtures.js';

let testApp: TestApp;
let shelves: Category[];
const HOUR = 60 * 60 * 1000;
/** Per category: more than two pages, and equal prices, bid counts, end and creation times across categories, so ties go to the id. */
const PER_CATEGORY = 2 * PRODUCT_LIMITS.pageSize + 5;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await signUpAdmin(testApp);
  shelves = [await createCategory(testApp, admin, 'Shelf A'), await createCategory(testApp, admin, 'Shelf B'), await createCategory(testApp, admin, 'Shelf C')];
  const now = Date.now();
  await testApp.database.db.insert(products).values(
    shelves.flatMap((shelf, shelfIndex) =>
      Array.from({ length: PER_CATEGORY }, (_, index) => ({
        name: `Lot ${shelfIndex}-${index}`,
        slug: `lot-${shelfIndex}-${index}`,
        description: 'A lot',
        price: 100 + ((index + shelfIndex) % 4) * 10,
        startingPrice: 100,
        bidCount: (index * (shelfIndex + 1)) % 5,
        endtime: new Date(now + ((index % 7) - 3) * HOUR),
        categoryId: shelf._id,
        createdAt: new Date(now - HOUR + (index % 9) * 1000),
      })),
    ),
  );
});
afterAll(() => testApp.close());

const ALL = { offset: 0, limit: 1000 };
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

/** The list of every category (one index read, no per-category merge) cut down to `categoryIds`. */
async function expectedList(filter: ProductFilter, sort: ProductSort, now: Date): Promise<string[]> {
  const everything = await listProductViews(testApp.database.db, { ...filter, categoryIds: undefined }, sort, ALL, now);
  return names(everything.filter((row) => filter.categoryIds!.includes(row.category.id)));
}

describe('a list over several categories', () => {
  it.each(PRODUCT_SORTS)('When sort=%s lists two or three categories, then the single lists merged, ties by id, at every offset', async (sort) => {
    const now = new Date();
    for (const categoryIds of [[shelves[0]!._id, shelves[2]!._id], shelves.map((shelf) => shelf._id)]) {
      for (const status of [undefined, 'open', 'closed'] as const) {
        const filter = { categoryIds, status, priceRange: [0, 1000] as const };
        const expected = await expectedList(filter, sort, now);
        expect(names(await listProductViews(testApp.database.db, filter, sort, ALL, now)), `${categoryIds.length} ${status}`).toEqual(expected);
        const paged = await listProductViews(testApp.database.db, filter, sort, { offset: 7, limit: 5 }, now);
        expect(names(paged), `${categoryIds.length} ${status} offset 7`).toEqual(expected.slice(7, 12));
      }
    }
  });

  it.each(PRODUCT_SORTS)('When sort=%s over two categories is walked by page and by cursor through product-filters, then the same list and total', async (sort) => {
    const checked = [shelves[1]!._id, shelves[0]!._id];
    const filters = async (body: object) =>
      productListResponseSchema.parse((await request(testApp.app).post('/api/v1/product/product-filters').send({ checked, sort, ...body }).expect(200)).body);
    const expected = await expectedList({ categoryIds: checked }, sort, new Date());
    const [byPage, byCursor] = [[] as string[], [] as string[]];
    let cursor: string | null | undefined;
    for (let page = 1; page <= Math.ceil((2 * PER_CATEGORY) / PRODUCT_LIMITS.pageSize); page += 1) {
      const listed = await filters({ page });
      expect(listed.total).toBe(2 * PER_CATEGORY);
      byPage.push(...listed.products.map((product) => product.name));
      const next = await filters(cursor ? { cursor } : { page: 1 });
      byCursor.push(...next.products.map((product) => product.name));
      cursor = next.nextCursor;
    }
    expect(cursor).toBeNull();
    expect(byPage).toEqual(expected);
    expect(byCursor).toEqual(expected);
  });
});
