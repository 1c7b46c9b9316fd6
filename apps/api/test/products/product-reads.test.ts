import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS, productListResponseSchema, type Category, type Product } from '@bidhub/contracts';
import { products } from '../../src/db/schema.js';
import { createTestApp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';
import { createCategory, createProduct, productFields } from './catalog-fixtures.js';

let testApp: TestApp;
let admin: SignedInUser;
let books: Category;
let lamps: Category;
let clocks: Category;
/** Every product of this file, newest first as the API orders them. */
let newestFirst: { id: string; name: string; categoryId: string; price: number }[];

const PAGE_SIZE = PRODUCT_LIMITS.pageSize;
const BOOKS = 20;
const LAMPS = 6;
/** Rows sharing one created_at, so that only the id decides their order. */
const TIED = 4;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  books = await createCategory(testApp, admin, 'Books');
  lamps = await createCategory(testApp, admin, 'Lamps');
  clocks = await createCategory(testApp, admin, 'Clocks');

  const start = Date.UTC(2030, 0, 1);
  const endtime = new Date(Date.UTC(2099, 0, 1));
  const rows = [
    ...Array.from({ length: BOOKS }, (_, index) => ({ name: `Book ${index}`, categoryId: books._id, price: 100 + index * 10, createdAt: new Date(start + index * 1000) })),
    ...Array.from({ length: LAMPS }, (_, index) => ({ name: `Lamp ${index}`, categoryId: lamps._id, price: 5000 + index, createdAt: new Date(start + (BOOKS + index) * 1000) })),
    ...Array.from({ length: TIED }, (_, index) => ({ name: `Tied Lamp ${index}`, categoryId: lamps._id, price: 7000, createdAt: new Date(start - 1000) })),
  ].map((row) => ({ ...row, slug: row.name.toLowerCase().replace(' ', '-').replace(' ', '-'), description: `About ${row.name}`, startingPrice: row.price, endtime }));
  const inserted = await testApp.database.db.insert(products).values(rows).returning();
  newestFirst = inserted
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map(({ id, name, categoryId, price }) => ({ id, name, categoryId, price }));
});
afterAll(() => testApp.close());

const TOTAL = BOOKS + LAMPS + TIED;
const get = (path: string) => request(testApp.app).get(`/api/v1/product${path}`);
const ids = (list: Product[]) => list.map((product) => product._id);

describe('GET /api/v1/product/product-list/{page}', () => {
  it('When page 1 is asked, then the 12 newest products', async () => {
    const response = await get('/product-list/1').expect(200);
    expect(response.body.success).toBe(true);
    expect(productListResponseSchema.parse(response.body).products).toHaveLength(PAGE_SIZE);
    expect(ids(response.body.products)).toEqual(newestFirst.slice(0, PAGE_SIZE).map((row) => row.id));
  });

  it('When the pages are walked to the end, then every product appears once, ties broken by id', async () => {
    const walked: string[] = [];
    for (let page = 1; page <= Math.ceil(TOTAL / PAGE_SIZE); page += 1) walked.push(...ids((await get(`/product-list/${page}`).expect(200)).body.products));
    expect(walked).toEqual(newestFirst.map((row) => row.id));
  });

  it('When the page is past the end, then an empty list', async () => {
    expect((await get('/product-list/99').expect(200)).body).toEqual({ success: true, products: [] });
  });

  it.each([
    ['0', 'Page must be at least 1'],
    ['-1', 'Page must be at least 1'],
    ['abc', 'Page must be a whole number'],
    ['1.5', 'Page must be a whole number'],
    ['1e1', 'Page must be a whole number'],
    ['0x1', 'Page must be a whole number'],
    ['2000000', `Page must be at most ${PRODUCT_LIMITS.maxPage}`],
    ['1e300', 'Page must be a whole number'],
  ])('When the page is %s, then 400', async (page, message) => {
    expect((await get(`/product-list/${page}`).expect(400)).body).toEqual({ success: false, message });
  });
});

describe('GET /api/v1/product/get-product', () => {
  it('When page and limit are sent empty (?page=&limit=), then the defaults apply', async () => {
    const response = await get('/get-product?page=&limit=').expect(200);
    expect(response.body.products).toHaveLength(PAGE_SIZE);
    expect(response.body.total).toBe(TOTAL);
  });

  it('When no page is given, then the first 12 newest with the total', async () => {
    const response = await get('/get-product').expect(200);
    expect(response.body.total).toBe(TOTAL);
    expect(ids(response.body.products)).toEqual(newestFirst.slice(0, PAGE_SIZE).map((row) => row.id));
  });

  it('When page and limit are given, then that window', async () => {
    const response = await get('/get-product?page=3&limit=5').expect(200);
    expect(response.body).toMatchObject({ success: true, total: TOTAL });
    expect(ids(response.body.products)).toEqual(newestFirst.slice(10, 15).map((row) => row.id));
  });

  it('When the limit is 100, then up to 100 products', async () => {
    expect((await get('/get-product?limit=100').expect(200)).body.products).toHaveLength(TOTAL);
  });

  it.each([
    ['limit=101', 'Limit must be at most 100'],
    ['limit=0', 'Limit must be at least 1'],
    ['limit=ten', 'Limit must be a whole number'],
    ['page=0', 'Page must be at least 1'],
  ])('When %s, then 400', async (query, message) => {
    expect((await get(`/get-product?${query}`).expect(400)).body).toEqual({ success: false, message });
  });
});

describe('GET /api/v1/product/product-count', () => {
  it('When asked, then the number of products', async () => {
    expect((await get('/product-count').expect(200)).body).toEqual({ success: true, total: TOTAL });
  });
});

describe('GET /api/v1/product/get-product/{slug}', () => {
  it('When the slug exists, then the product with its category, winner, endtime and bid count', async () => {
    const created = await createProduct(testApp, admin, productFields(clocks._id, { name: 'Grandfather Clock', price: '12000' }));
    const response = await get('/get-product/grandfather-clock').expect(200);
    expect(response.body).toEqual({ success: true, product: { ...created, serverTime: expect.any(String) } });
    expect(response.body.product).toMatchObject({ category: clocks, winner: '', bidCount: 0, price: 12000 });
    expect(response.body.product.endtime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await request(testApp.app).delete(`/api/v1/product/delete-product/${created._id}`).set('Authorization', admin.token).expect(200);
  });

  it.each(['no-such-product', 'bids', encodeURIComponent("' or 1=1 --")])('When the slug is %s and unknown, then 404 JSON', async (slug) => {
    expect((await get(`/get-product/${slug}`).expect(404)).body).toEqual({ success: false, message: 'Product not found' });
  });

  it('When the slug holds a NUL character, then 400 rather than a database error', async () => {
    expect((await get('/get-product/a%00b').expect(400)).body).toEqual({ success: false, message: 'Slug must not contain NUL characters' });
  });

  it('When the slug is not valid percent-encoding, then 400', async () => {
    expect((await get('/get-product/%E0%A4%A').expect(400)).body).toEqual({
      success: false,
      message: 'Malformed URL: a path segment is not valid percent-encoding',
    });
  });
});

describe('POST /api/v1/product/product-filters', () => {
  const filter = (body: object) => request(testApp.app).post('/api/v1/product/product-filters').send(body);

  it('When categories are checked, then only their products, newest first, 12 per page with the total', async () => {
    const response = await filter({ checked: [lamps._id] }).expect(200);
    const lampIds = newestFirst.filter((row) => row.categoryId === lamps._id).map((row) => row.id);
    expect(response.body).toMatchObject({ success: true, total: LAMPS + TIED });
    expect(ids(response.body.products)).toEqual(lampIds);
  });

  it('When the categories come in a url-encoded form, as checked[]= or checked[0]=, then they filter as in JSON, never ignored', async () => {
    const form = (body: string) => request(testApp.app).post('/api/v1/product/product-filters').type('form').send(body);
    for (const body of [`checked[]=${lamps._id}`, `checked[0]=${lamps._id}`]) {
      const response = await form(body).expect(200);
      expect(response.body.total, body).toBe(LAMPS + TIED);
    }
    const both = await form(`checked[]=${books._id}&checked[]=${lamps._id}`).expect(200);
    expect(both.body.total).toBe(TOTAL);
  });

  it('When an HTML form sends its checkboxes as checked=, then one box checked filters as two do', async () => {
    const form = (body: string) => request(testApp.app).post('/api/v1/product/product-filters').type('form').send(body);
    expect((await form(`checked=${lamps._id}`).expect(200)).body.total).toBe(LAMPS + TIED);
    expect((await form(`checked=${books._id}&checked=${lamps._id}`).expect(200)).body.total).toBe(TOTAL);
  });

  it('When two categories are checked, then the products of both, paginated', async () => {
    const page2 = await filter({ checked: [books._id, lamps._id], page: 2 }).expect(200);
    expect(page2.body.total).toBe(TOTAL);
    expect(ids(page2.body.products)).toEqual(newestFirst.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((row) => row.id));
  });

  it('When nothing is checked and no page is sent (the original client), then every match up to 100, newest first', async () => {
    const response = await filter({ checked: [] }).expect(200);
    expect(response.body.total).toBe(TOTAL);
    expect(ids(response.body.products)).toEqual(newestFirst.slice(0, PRODUCT_LIMITS.maxListLimit).map((row) => row.id));
  });

  it('When nothing is checked and page 1 is sent, then the first 12', async () => {
    const response = await filter({ checked: [], page: 1 }).expect(200);
    expect(ids(response.body.products)).toEqual(newestFirst.slice(0, PAGE_SIZE).map((row) => row.id));
  });

  it('When a price range is given, then only products priced inside it, bounds included', async () => {
    const response = await filter({ checked: [books._id], radio: [150, 200] }).expect(200);
    expect(response.body.products.map((product: Product) => product.price).sort()).toEqual([150, 160, 170, 180, 190, 200]);
    expect(response.body.total).toBe(6);
  });

  it('When the price range is empty, then no price filter', async () => {
    expect((await filter({ checked: [books._id], radio: [] }).expect(200)).body.total).toBe(BOOKS);
  });

  it('When a category with no products is checked, then an empty list', async () => {
    expect((await filter({ checked: [clocks._id] }).expect(200)).body).toEqual({ success: true, products: [], total: 0 });
  });

  it.each([
    ['an id is not valid', { checked: ['books'] }, 'Id must be a valid id'],
    ['checked is not a list', { checked: 42 }, 'checked must be a list of category ids'],
    ['checked is one text that is no id', { checked: 'books' }, 'checked: Id must be a valid id'],
    ['the range is reversed', { checked: [], radio: [500, 100] }, 'radio must be [min, max] with min <= max'],
    ['the range has one number', { checked: [], radio: [100] }, 'radio must be [min, max] with min <= max'],
    ['the page is 0', { checked: [], page: 0 }, 'Page must be at least 1'],
  ])('When %s, then 400', async (_case, body, message) => {
    const response = await filter(body).expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(message);
  });
});

describe('GET /api/v1/product/product-category/{slug}', () => {
  it('When page 1 is asked, then the category and its newest 12 products with the total', async () => {
    const response = await get('/product-category/books?page=1').expect(200);
    const bookIds = newestFirst.filter((row) => row.categoryId === books._id).map((row) => row.id);
    expect(response.body).toMatchObject({ success: true, category: books, total: BOOKS });
    expect(ids(response.body.products)).toEqual(bookIds.slice(0, PAGE_SIZE));
  });

  it('When no page is asked (the original client, which shows one reply), then every product of the category, up to 100', async () => {
    const response = await get('/product-category/books').expect(200);
    const bookIds = newestFirst.filter((row) => row.categoryId === books._id).map((row) => row.id);
    expect(bookIds.length).toBeGreaterThan(PAGE_SIZE);
    expect(response.body).toMatchObject({ success: true, category: books, total: BOOKS });
    expect(ids(response.body.products)).toEqual(bookIds);
  });

  it('When page 2 is asked, then the next products', async () => {
    const bookIds = newestFirst.filter((row) => row.categoryId === books._id).map((row) => row.id);
    expect(ids((await get('/product-category/books?page=2').expect(200)).body.products)).toEqual(bookIds.slice(PAGE_SIZE));
  });

  it('When the category is unknown, then 404 JSON', async () => {
    expect((await get('/product-category/no-such-category').expect(404)).body).toEqual({ success: false, message: 'Category not found' });
  });

  it('When the page is not a number, then 400', async () => {
    expect((await get('/product-category/books?page=x').expect(400)).body).toEqual({ success: false, message: 'Page must be a whole number' });
  });
});
