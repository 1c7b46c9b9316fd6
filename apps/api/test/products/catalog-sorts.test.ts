import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema, type Category, type Product } from '@bidhub/contracts';
import { products } from '../../src/db/schema.js';
import { createTestApp, signUpAdmin, type TestApp } from '../support/test-app.js';
import { createCategory } from './catalog-fixtures.js';

let testApp: TestApp;
let cameras: Category;
let watches: Category;

const HOUR = 60 * 60 * 1000;
/** name, hours until the end (negative: ended), price, bids, category; created in this order, one second apart. */
const LOTS = [
  ['Open Soonest', 1, 300, 2, 'cameras'],
  ['Open Second', 2, 100, 5, 'cameras'],
  ['Open Third', 3, 200, 0, 'watches'],
  ['Ended Lately', -1, 400, 1, 'cameras'],
  ['Ended Earlier', -2, 50, 0, 'watches'],
] as const;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await signUpAdmin(testApp);
  cameras = await createCategory(testApp, admin, 'Cameras');
  watches = await createCategory(testApp, admin, 'Watches');
  const now = Date.now();
  await testApp.database.db.insert(products).values(
    LOTS.map(([name, hours, price, bidCount, category], index) => ({
      name,
      slug: name.toLowerCase().replace(' ', '-'),
      description: `Lot ${name}`,
      price,
      startingPrice: price,
      bidCount,
      winner: bidCount > 0 ? 'alice' : '',
      endtime: new Date(now + hours * HOUR),
      categoryId: category === 'cameras' ? cameras._id : watches._id,
      createdAt: new Date(now - HOUR + index * 1000),
    })),
  );
});
afterAll(() => testApp.close());

const names = (list: Product[]) => list.map((product) => product.name);
const listed = async (path: string) => names(productListResponseSchema.parse((await request(testApp.app).get(`/api/v1/product${path}`).expect(200)).body).products);

describe('sort on GET /api/v1/product/get-product', () => {
  it.each([
    ['ending-soon', ['Open Soonest', 'Open Second', 'Open Third', 'Ended Lately', 'Ended Earlier']],
    ['newest', ['Ended Earlier', 'Ended Lately', 'Open Third', 'Open Second', 'Open Soonest']],
    ['price-asc', ['Ended Earlier', 'Open Second', 'Open Third', 'Open Soonest', 'Ended Lately']],
    ['price-desc', ['Ended Lately', 'Open Soonest', 'Open Third', 'Open Second', 'Ended Earlier']],
  ])('When sort=%s, then that order', async (sort, expected) => {
    expect(await listed(`/get-product?sort=${sort}`)).toEqual(expected);
  });

  it('When sort=most-bids, then the most bid on first', async () => {
    expect((await listed('/get-product?sort=most-bids')).slice(0, 3)).toEqual(['Open Second', 'Open Soonest', 'Ended Lately']);
  });

  it('When no sort is sent, then newest first as before', async () => {
    expect(await listed('/get-product')).toEqual(await listed('/get-product?sort=newest'));
  });

  it('When ending-soon is paged across the open and the ended part, then no lot repeats or goes missing', async () => {
    const pages = [await listed('/get-product?sort=ending-soon&limit=2&page=1'), await listed('/get-product?sort=ending-soon&limit=2&page=2'), await listed('/get-product?sort=ending-soon&limit=2&page=3')];
    expect(pages).toEqual([['Open Soonest', 'Open Second'], ['Open Third', 'Ended Lately'], ['Ended Earlier']]);
  });

  it('When the sort is unknown, then 400 naming the allowed ones', async () => {
    expect((await request(testApp.app).get('/api/v1/product/get-product?sort=cheapest').expect(400)).body).toEqual({
      success: false,
      message: 'sort must be one of ending-soon, newest, price-asc, price-desc, most-bids',
    });
  });
});

describe('keyset pages (cursor)', () => {
  async function walk(path: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const separator = path.includes('?') ? '&' : '?';
      const url: string = `/api/v1/product${path}${separator}limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const body = productListResponseSchema.parse((await request(testApp.app).get(url).expect(200)).body);
      seen.push(...names(body.products));
      cursor = body.nextCursor ?? null;
    } while (cursor && seen.length <= LOTS.length);
    return seen;
  }

  it.each(['ending-soon', 'newest', 'price-asc', 'price-desc', 'most-bids'])('When sort=%s is walked by nextCursor, then every lot once, in the order of one long page', async (sort) => {
    expect(await walk(`/get-product?sort=${sort}`)).toEqual(await listed(`/get-product?sort=${sort}&limit=100`));
  });

  it('When the last page is exactly full, then it says no page follows, by page and by cursor', async () => {
    const lastByPage = (await request(testApp.app).get('/api/v1/product/get-product?limit=5').expect(200)).body;
    expect(lastByPage.products).toHaveLength(LOTS.length);
    expect(lastByPage.nextCursor).toBeNull();
    const first = (await request(testApp.app).get('/api/v1/product/get-product?sort=price-asc&limit=3').expect(200)).body;
    const lastByCursor = (await request(testApp.app).get(`/api/v1/product/get-product?sort=price-asc&limit=2&cursor=${first.nextCursor}`).expect(200)).body;
    expect(names(lastByCursor.products)).toEqual(['Open Soonest', 'Ended Lately']);
    expect(lastByCursor.nextCursor).toBeNull();
  });

  it('When a category is walked by cursor with a status, then its lots of that status in order', async () => {
    const response = await request(testApp.app).get('/api/v1/product/product-category/cameras?sort=ending-soon').expect(200);
    expect(response.body.nextCursor).toBeNull();
    expect(names(response.body.products)).toEqual(['Open Soonest', 'Open Second', 'Ended Lately']);
  });

  it.each([
    ['not valid', 'not-a-cursor', 'cursor is not valid'],
    ['from another sort', Buffer.from(JSON.stringify({ sort: 'newest', value: '1', id: '00000000-0000-4000-8000-000000000000' })).toString('base64url'), 'cursor belongs to another sort'],
  ])('When the cursor is %s, then 400', async (_case, cursor, message) => {
    const response = await request(testApp.app).get(`/api/v1/product/get-product?sort=price-asc&cursor=${cursor}`).expect(400);
    expect(response.body).toEqual({ success: false, message });
  });

  const cursorOf = (sort: string, value: string) => Buffer.from(JSON.stringify({ sort, value, id: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
  it.each([
    ['newest', 'not a date'],
    ['newest', '2026-13-45 10:00:00+00'],
    ['ending-soon', '2026-02-31 10:00:00+00'],
    ['newest', '0000-01-01 00:00:00+00'],
    ['newest', '2026-01-01 00:00:00+99'],
    ['ending-soon', '2026-01-01 00:00:00+15:99'],
    ['price-asc', 'abc'],
    ['price-desc', '1e5'],
    ['most-bids', '1.5'],
    ['most-bids', '99999999999999999999'],
  ])('When a %s cursor decodes but its value %s does not fit the sort, then 400, not a failed cast', async (sort, value) => {
    const response = await request(testApp.app).get(`/api/v1/product/get-product?sort=${sort}&cursor=${cursorOf(sort, value)}`).expect(400);
    expect(response.body).toEqual({ success: false, message: 'cursor is not valid' });
  });
});

describe('status and price filters', () => {
  it('When status=open, then only auctions still taking bids, and every one says open', async () => {
    const body = (await request(testApp.app).get('/api/v1/product/get-product?status=open&sort=ending-soon').expect(200)).body;
    expect(names(body.products)).toEqual(['Open Soonest', 'Open Second', 'Open Third']);
    expect(body.total).toBe(3);
    expect(body.products.every((product: Product) => product.status === 'open')).toBe(true);
  });

  it('When status=closed with ending-soon, then the ended ones, latest ended first', async () => {
    expect(await listed('/get-product?status=closed&sort=ending-soon')).toEqual(['Ended Lately', 'Ended Earlier']);
  });

  it('When status=all, then both', async () => {
    expect(await listed('/get-product?status=all')).toHaveLength(LOTS.length);
  });

  it('When minPrice and maxPrice are given, then only prices inside them, bounds included', async () => {
    expect(await listed('/get-product?minPrice=100&maxPrice=300&sort=price-asc')).toEqual(['Open Second', 'Open Third', 'Open Soonest']);
    expect(await listed('/get-product?minPrice=300&sort=price-asc')).toEqual(['Open Soonest', 'Ended Lately']);
  });

  it('When a price bound is written with an exponent, as number formatters may, then it is read as that number', async () => {
    expect(await listed('/get-product?minPrice=1e2&maxPrice=3.0E2&sort=price-asc')).toEqual(['Open Second', 'Open Third', 'Open Soonest']);
    expect(await listed('/get-product?minPrice=1e15')).toEqual([]);
  });

  it.each([
    ['status=ended', 'status must be one of open, closed, all'],
    ['minPrice=cheap', 'minPrice must be a non-negative number'],
    ['minPrice=-1', 'minPrice must be a non-negative number'],
    ['minPrice=500&maxPrice=100', 'minPrice must not be above maxPrice'],
    // Sent twice, a parameter arrives as a list: the message says which mistake it was.
    ['minPrice=1&minPrice=2', 'minPrice must be a non-negative number, sent once'],
    ['sort=newest&sort=price-asc', 'sort must be one of ending-soon, newest, price-asc, price-desc, most-bids, sent once'],
    ['status=open&status=open', 'status must be one of open, closed, all, sent once'],
    ['page=1&page=2', 'Page must be a whole number, sent once'],
  ])('When %s, then 400', async (query, message) => {
    expect((await request(testApp.app).get(`/api/v1/product/get-product?${query}`).expect(400)).body).toEqual({ success: false, message });
  });
});

describe('sort and status on the other lists', () => {
  it('When a category is asked with sort and status, then its open lots in that order', async () => {
    expect(await listed('/product-category/cameras?sort=price-asc&status=open')).toEqual(['Open Second', 'Open Soonest']);
  });

  it('When product-filters gets sort and status in the body, then they apply', async () => {
    const response = await request(testApp.app)
      .post('/api/v1/product/product-filters')
      .send({ checked: [cameras._id, watches._id], sort: 'price-desc', status: 'closed' })
      .expect(200);
    expect(names(response.body.products)).toEqual(['Ended Lately', 'Ended Earlier']);
    expect(response.body.total).toBe(2);
  });

  it('When product-filters gets an unknown sort, then 400', async () => {
    const response = await request(testApp.app).post('/api/v1/product/product-filters').send({ checked: [], sort: 'random' }).expect(400);
    expect(response.body.message).toBe('sort must be one of ending-soon, newest, price-asc, price-desc, most-bids');
  });

  it('When a search is sorted and filtered, then its matches in that order', async () => {
    const response = await request(testApp.app).get('/api/v1/product/search/open?sort=price-asc&status=open').expect(200);
    expect(names(response.body)).toEqual(['Open Second', 'Open Third', 'Open Soonest']);
  });

  it('When a search asks ending-soon, then open ones first', async () => {
    const response = await request(testApp.app).get('/api/v1/product/search/lot?sort=ending-soon').expect(200);
    expect(names(response.body)).toEqual(['Open Soonest', 'Open Second', 'Open Third', 'Ended Lately', 'Ended Earlier']);
  });
});
