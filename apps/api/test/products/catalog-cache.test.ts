import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../src/db/schema.js';
import { closeDueAuctions } from '../../src/modules/auction-closing/auction-closer.js';
import { placeBid, signUpBidders } from '../support/bidding-fixtures.js';
import { createTestApp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';
import { createCategory, createProduct, productFields, sendForm } from './catalog-fixtures.js';

// Categories and list totals are kept between requests: every write must show in the next read.
let testApp: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp.close());

const api = () => request(testApp.app);
const categoryNames = async () => (await api().get('/api/v1/category/get-category').expect(200)).body.category.map((category: { name: string }) => category.name);
const listTotal = async (query = '') => (await api().get(`/api/v1/product/get-product${query}`).expect(200)).body.total;
const filterTotal = async (body: object) => (await api().post('/api/v1/product/product-filters').send({ page: 1, ...body }).expect(200)).body.total;
const productCount = async () => (await api().get('/api/v1/product/product-count').expect(200)).body.total;

/**
 * Resolves once a message sent now has come back through the bus. On the server engine a process
 * also hears its own earlier notifications a moment later (forgetting its caches again); after
 * this, every one sent before has arrived.
 */
async function busCarriedEverything(): Promise<void> {
  const productId = randomUUID();
  const heard = new Promise<void>((resolve) => {
    const stop = testApp.liveBus.subscribeClosed(productId, () => resolve(stop()));
  });
  testApp.liveBus.publishClosed({ productId, winner: '', price: 0, bidCount: 0, reserveMet: false, endtime: new Date().toISOString() });
  await heard;
}

/**
 * The clock is moved, not waited for: an auction set to end 4 s ahead could end before a busy
 * machine had listed it as open. Only Date is frozen: the lists read "now" from it.
 */
const freezeClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
afterEach(() => vi.useRealTimers());

describe('Categories read after a write', () => {
  it('When a category is created, renamed or deleted, then the next list shows it at once', async () => {
    expect(await categoryNames()).toEqual([]);
    const created = await createCategory(testApp, admin, 'Clocks');
    expect(await categoryNames()).toEqual(['Clocks']);
    await api().put(`/api/v1/category/update-category/${created._id}`).set('Authorization', admin.token).send({ name: 'Wall Clocks' }).expect(200);
    expect(await categoryNames()).toEqual(['Wall Clocks']);
    await api().delete(`/api/v1/category/delete-category/${created._id}`).set('Authorization', admin.token).expect(200);
    expect(await categoryNames()).toEqual([]);
  });

  it('When a category is renamed, then its products are found under the new slug at once, and the old slug answers with the new name', async () => {
    const category = await createCategory(testApp, admin, 'Maps');
    await api().get('/api/v1/product/product-category/maps').expect(200);
    await api().put(`/api/v1/category/update-category/${category._id}`).set('Authorization', admin.token).send({ name: 'Old Maps' }).expect(200);
    expect((await api().get('/api/v1/product/product-category/maps').expect(200)).body.category).toMatchObject({ name: 'Old Maps', slug: 'old-maps' });
    expect((await api().get('/api/v1/product/product-category/old-maps').expect(200)).body.category.name).toBe('Old Maps');
  });

  it('When another process announces a category change, then this one reads the list again', async () => {
    await categoryNames();
    await testApp.database.db.execute(`insert into categories (name, slug) values ('Globes', 'globes')`);
    testApp.liveBus.publishCatalogChange('categories');
    expect(await categoryNames()).toContain('Globes');
  });
});

describe('List totals read after a write', () => {
  it('When products are created, edited and deleted, then every total follows at once', async () => {
    const category = await createCategory(testApp, admin, 'Lamps');
    const cheap = { checked: [category._id], radio: [0, 1999] };
    const [list, filtered, all] = [await listTotal(), await filterTotal(cheap), await productCount()];
    const lamp = await createProduct(testApp, admin, productFields(category._id, { name: 'Desk Lamp', price: '1500' }));
    expect([await listTotal(), await filterTotal(cheap), await productCount()]).toEqual([list + 1, filtered + 1, all + 1]);
    const call = api().put(`/api/v1/product/update-product/${lamp._id}`).set('Authorization', admin.token);
    await sendForm(call, productFields(category._id, { name: 'Desk Lamp', price: '2500' })).expect(200);
    expect(await filterTotal(cheap)).toBe(filtered);
    await api().delete(`/api/v1/product/delete-product/${lamp._id}`).set('Authorization', admin.token).expect(200);
    expect([await listTotal(), await productCount()]).toEqual([list, all]);
  });

  it('When a bid lifts a price out of a price range, then the range total drops at once', async () => {
    const category = await createCategory(testApp, admin, 'Radios');
    const radio = await createProduct(testApp, admin, productFields(category._id, { name: 'Valve Radio', price: '1000' }));
    const range = '?minPrice=0&maxPrice=1050';
    const before = await listTotal(range);
    const [bidder] = await signUpBidders(testApp, 1);
    await placeBid(testApp, bidder!, radio._id, 1100).expect(200);
    expect(await listTotal(range)).toBe(before - 1);
  });

  it('When an auction ends, then it leaves the open total and joins the ended one without a write', async () => {
    const category = await createCategory(testApp, admin, 'Stamps');
    const filter = (status: string) => ({ checked: [category._id], radio: [], status });
    freezeClock();
    const endtime = Date.now() + 60_000;
    await createProduct(testApp, admin, productFields(category._id, { name: 'Penny Black', endtime: new Date(endtime).toISOString() }));
    expect([await filterTotal(filter('open')), await filterTotal(filter('closed'))]).toEqual([1, 0]);
    vi.setSystemTime(endtime + 100);
    expect([await filterTotal(filter('open')), await filterTotal(filter('closed'))]).toEqual([0, 1]);
  });

  it('When another process announces a product change, then this one counts again', async () => {
    const category = await createCategory(testApp, admin, 'Vases');
    const product = await createProduct(testApp, admin, productFields(category._id, { name: 'Blue Vase' }));
    const before = await productCount();
    const { createdAt: _created, updatedAt: _updated, id: _id, ...row } = (await testApp.database.db.select().from(products).limit(1))[0]!;
    await testApp.database.db.insert(products).values({ ...row, categoryId: category._id, slug: `${product.slug}-copy` });
    testApp.liveBus.publishCatalogChange('products');
    expect(await productCount()).toBe(before + 1);
  });

  it('When the closer settles an ended auction, then no total is counted again: a closing changes nothing a list shows', async () => {
    const category = await createCategory(testApp, admin, 'Barometers');
    const product = await createProduct(testApp, admin, productFields(category._id, { name: 'Aneroid Barometer' }));
    await busCarriedEverything();
    const before = await productCount();
    // A row no process announced, already ended: only a recount would show it.
    const { createdAt: _created, updatedAt: _updated, id: _id, ...row } = (await testApp.database.db.select().from(products).where(eq(products.id, product._id)))[0]!;
    await testApp.database.db.insert(products).values({ ...row, slug: `${product.slug}-ended`, endtime: new Date(Date.now() - 60_000), closedAt: null });
    expect(await closeDueAuctions({ db: testApp.database.db, liveBus: testApp.liveBus })).toBeGreaterThan(0);
    expect(await productCount()).toBe(before);
    testApp.liveBus.publishCatalogChange('products');
    expect(await productCount()).toBe(before + 1);
  });
});

describe('List pages read after a write', () => {
  type Listed = { _id: string; price: number; bidCount: number; watchers: number; status: string };
  const listed = async (path: string, productId: string): Promise<Listed | undefined> =>
    (await api().get(`/api/v1/product/${path}`).expect(200)).body.products.find((product: Listed) => product._id === productId);
  const filtered = async (body: object): Promise<string[]> =>
    (await api().post('/api/v1/product/product-filters').send({ page: 1, ...body }).expect(200)).body.products.map((product: Listed) => product._id);

  it('When a bid is accepted, then the next page shows its price and bid count at once', async () => {
    const category = await createCategory(testApp, admin, 'Kettles');
    const kettle = await createProduct(testApp, admin, productFields(category._id, { name: 'Copper Kettle', price: '1000' }));
    expect(await listed('get-product?sort=newest', kettle._id)).toMatchObject({ price: 1000, bidCount: 0 });
    const [bidder] = await signUpBidders(testApp, 1);
    await placeBid(testApp, bidder!, kettle._id, 1200).expect(200);
    expect(await listed('get-product?sort=newest', kettle._id)).toMatchObject({ price: 1200, bidCount: 1 });
  });

  it('When a user starts and stops watching, then the next page shows the watcher count at once', async () => {
    const category = await createCategory(testApp, admin, 'Fans');
    const fan = await createProduct(testApp, admin, productFields(category._id, { name: 'Ceiling Fan' }));
    expect((await listed('get-product?sort=newest', fan._id))?.watchers).toBe(0);
    const [watcher] = await signUpBidders(testApp, 1);
    await api().put(`/api/v1/wishlist/${fan._id}`).set('Authorization', watcher!.token).expect(200);
    expect((await listed('get-product?sort=newest', fan._id))?.watchers).toBe(1);
    await api().delete(`/api/v1/wishlist/${fan._id}`).set('Authorization', watcher!.token).expect(200);
    expect((await listed('get-product?sort=newest', fan._id))?.watchers).toBe(0);
  });

  it('When an auction ends, then it moves from the open page to the ended page without a write', async () => {
    const category = await createCategory(testApp, admin, 'Inkwells');
    freezeClock();
    const endtime = Date.now() + 60_000;
    const inkwell = await createProduct(testApp, admin, productFields(category._id, { name: 'Glass Inkwell', endtime: new Date(endtime).toISOString() }));
    const page = (status: string) => filtered({ checked: [category._id], radio: [], status });
    expect([await page('open'), await page('closed')]).toEqual([[inkwell._id], []]);
    vi.setSystemTime(endtime + 100);
    expect([await page('open'), await page('closed')]).toEqual([[], [inkwell._id]]);
  });

  it("When an auction ends, then 'ending soon' lists it after the open ones without a write", async () => {
    const category = await createCategory(testApp, admin, 'Sextants');
    freezeClock();
    const endtime = Date.now() + 60_000;
    const soon = await createProduct(testApp, admin, productFields(category._id, { name: 'Brass Sextant', endtime: new Date(endtime).toISOString() }));
    const later = await createProduct(testApp, admin, productFields(category._id, { name: 'Wooden Sextant' }));
    const endingSoon = () => filtered({ checked: [category._id], radio: [], sort: 'ending-soon' });
    expect(await endingSoon()).toEqual([soon._id, later._id]);
    vi.setSystemTime(endtime + 100);
    expect(await endingSoon()).toEqual([later._id, soon._id]);
  });

  it('When a category is renamed, then the next page and its ETag carry the new name and slug at once', async () => {
    type Categorised = Listed & { category: { name: string; slug: string } };
    const category = await createCategory(testApp, admin, 'Telescopes');
    const scope = await createProduct(testApp, admin, productFields(category._id, { name: 'Brass Telescope' }));
    const first = await api().get('/api/v1/product/get-product?sort=newest').expect(200);
    await api().put(`/api/v1/category/update-category/${category._id}`).set('Authorization', admin.token).send({ name: 'Star Telescopes' }).expect(200);
    const again = await api().get('/api/v1/product/get-product?sort=newest').set('If-None-Match', first.headers.etag!).expect(200);
    const renamed = { name: 'Star Telescopes', slug: 'star-telescopes' };
    expect(again.body.products.find((product: Categorised) => product._id === scope._id).category).toMatchObject(renamed);
    const [inFilter] = (await api().post('/api/v1/product/product-filters').send({ page: 1, checked: [category._id], radio: [] }).expect(200)).body.products;
    expect(inFilter.category).toMatchObject(renamed);
  });

  it('When another process announces a product change, then this one lists again', async () => {
    const category = await createCategory(testApp, admin, 'Quills');
    const quill = await createProduct(testApp, admin, productFields(category._id, { name: 'Goose Quill', price: '700' }));
    const cheap = { checked: [category._id], radio: [0, 999] };
    expect(await filtered(cheap)).toEqual([quill._id]);
    await testApp.database.db.update(products).set({ price: 5000 }).where(eq(products.id, quill._id));
    testApp.liveBus.publishCatalogChange('products');
    expect(await filtered(cheap)).toEqual([]);
  });
});
