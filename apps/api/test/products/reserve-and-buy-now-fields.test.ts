import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@bidhub/contracts';
import { createCategory, productFields, sendForm, type ProductFields } from './catalog-fixtures.js';
import { createTestApp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let admin: SignedInUser;
let cameras: Category;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  cameras = await createCategory(testApp, admin, 'Cameras');
});
afterAll(() => testApp.close());

const createCall = (fields: Partial<ProductFields>) =>
  sendForm(request(testApp.app).post('/api/v1/product/create-product').set('Authorization', admin.token), fields);
const updateCall = (id: string, fields: Partial<ProductFields>) =>
  sendForm(request(testApp.app).put(`/api/v1/product/update-product/${id}`).set('Authorization', admin.token), fields);

describe('Reserve and Buy It Now on create/update product', () => {
  it('When an admin sets both, then the admin reply shows the reserve and public reads only hasReserve', async () => {
    const created = await createCall(productFields(cameras._id, { name: 'Reserved Camera', price: '1000', reservePrice: '4000', buyNowPrice: '6000' })).expect(201);
    expect(created.body.product).toMatchObject({ hasReserve: true, reserveMet: false, buyNowPrice: 6000, reservePrice: 4000 });
    const publicRead = (await request(testApp.app).get(`/api/v1/product/get-product/${created.body.product.slug}`).expect(200)).body.product;
    expect(publicRead).toMatchObject({ hasReserve: true, reserveMet: false, buyNowPrice: 6000 });
    expect(publicRead).not.toHaveProperty('reservePrice');
    const adminRead = await request(testApp.app).get(`/api/v1/product/admin-product/${created.body.product._id}`).set('Authorization', admin.token).expect(200);
    expect(adminRead.body.product.reservePrice).toBe(4000);
    // It carries serverTime and the secret reserve: no browser or proxy may keep a copy.
    expect(adminRead.headers['cache-control']).toBe('no-store');
  });

  it('When an admin reads a lot, then the reply names its creator; public reads never do', async () => {
    const created = await createCall(productFields(cameras._id, { name: 'Seller Camera', price: '1000' })).expect(201);
    expect(created.body.product.createdBy).toBe(admin.user._id);
    const adminRead = await request(testApp.app).get(`/api/v1/product/admin-product/${created.body.product._id}`).set('Authorization', admin.token).expect(200);
    expect(adminRead.body.product.createdBy).toBe(admin.user._id);
    const publicRead = (await request(testApp.app).get(`/api/v1/product/get-product/${created.body.product.slug}`).expect(200)).body.product;
    expect(publicRead).not.toHaveProperty('createdBy');
  });

  it('When update leaves the fields out, they stay; sent empty, they are removed', async () => {
    const created = await createCall(productFields(cameras._id, { name: 'Editable Camera', price: '1000', reservePrice: '4000', buyNowPrice: '6000' })).expect(201);
    const id = created.body.product._id as string;
    const kept = await updateCall(id, productFields(cameras._id, { name: 'Editable Camera', price: '1000' })).expect(200);
    expect(kept.body.product).toMatchObject({ reservePrice: 4000, buyNowPrice: 6000 });
    const cleared = await updateCall(id, productFields(cameras._id, { name: 'Editable Camera', price: '1000', reservePrice: '', buyNowPrice: '' })).expect(200);
    expect(cleared.body.product).toMatchObject({ reservePrice: null, buyNowPrice: null, hasReserve: false, reserveMet: true });
  });

  it.each([
    [{ buyNowPrice: '1000' }, 'buyNowPrice: Buy It Now price must be greater than the starting price'],
    [{ reservePrice: '0' }, 'Reserve price must be greater than 0'],
    [{ reservePrice: '5000', buyNowPrice: '3000' }, 'buyNowPrice: Buy It Now price must be at least the reserve price'],
    [{ buyNowPrice: 'abc' }, 'Buy It Now price must be a positive number with at most 2 decimals'],
  ])('When the fields are %o, then 400 naming the rule', async (extra, message) => {
    const reply = await createCall(productFields(cameras._id, { name: 'Refused Camera', price: '1000', ...extra })).expect(400);
    expect(reply.body.message).toContain(message);
  });

  it.each([
    [{ reservePrice: '9000' }, 'buyNowPrice: Buy It Now price must be at least the reserve price'],
    [{ price: '6000' }, 'buyNowPrice: Buy It Now price must be greater than the starting price'],
  ])('When an update sends %o against the stored Buy It Now price of 5000, then 400 and nothing changes', async (extra, message) => {
    const created = await createCall(productFields(cameras._id, { name: 'Buy Now Camera', price: '1000', buyNowPrice: '5000' })).expect(201);
    const id = created.body.product._id as string;
    const reply = await updateCall(id, productFields(cameras._id, { name: 'Buy Now Camera', price: '1000', ...extra })).expect(400);
    expect(reply.body).toEqual({ success: false, message });
    const stored = await request(testApp.app).get(`/api/v1/product/admin-product/${id}`).set('Authorization', admin.token).expect(200);
    expect(stored.body.product).toMatchObject({ price: 1000, reservePrice: null, buyNowPrice: 5000 });
  });

  it('When an update raises the reserve and the Buy It Now price together, then both are kept', async () => {
    const created = await createCall(productFields(cameras._id, { name: 'Raised Camera', price: '1000', buyNowPrice: '5000' })).expect(201);
    const reply = await updateCall(created.body.product._id, productFields(cameras._id, { name: 'Raised Camera', price: '1000', reservePrice: '9000', buyNowPrice: '9500' })).expect(200);
    expect(reply.body.product).toMatchObject({ reservePrice: 9000, buyNowPrice: 9500 });
  });

  it('When the admin-product route is called without admin rights, then it is refused', async () => {
    await request(testApp.app).get('/api/v1/product/admin-product/00000000-0000-0000-0000-000000000000').expect(401);
  });
});
