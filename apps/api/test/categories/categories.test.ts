import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';
import { createCategory, createProduct, productFields } from '../products/catalog-fixtures.js';

let testApp: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp.close());

const listCategories = async () => (await request(testApp.app).get('/api/v1/category/get-category').expect(200)).body;
const create = (name: unknown) =>
  request(testApp.app).post('/api/v1/category/create-category').set('Authorization', admin.token).send({ name });
const update = (id: string, name: unknown) =>
  request(testApp.app).put(`/api/v1/category/update-category/${id}`).set('Authorization', admin.token).send({ name });
const remove = (id: string) => request(testApp.app).delete(`/api/v1/category/delete-category/${id}`).set('Authorization', admin.token);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/v1/category/create-category', () => {
  it('When an admin creates a category, then 201 with the message, the category and a slug from the name', async () => {
    const response = await create('  Cameras & Lenses ').expect(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Cameras & Lenses is created',
      category: { _id: expect.any(String), name: 'Cameras & Lenses', slug: 'cameras-and-lenses' },
    });
  });

  it('When the name exists in another letter case, then 409 and nothing is created', async () => {
    await create('Watches').expect(201);
    const before = (await listCategories()).category.length;
    expect((await create('WATCHES').expect(409)).body).toEqual({ success: false, message: 'Category already exists' });
    expect((await listCategories()).category).toHaveLength(before);
  });

  it.each([
    ['full-width letters', 'Badges', 'Ｂａｄｇｅｓ'],
    ['a zero-width space inside', 'Globes', 'Glo\u200Bbes'],
    ['a zero-width joiner between latin letters', 'Lanterns', 'Lan\u200Dterns'],
    ['a tab for its space', 'Tin Toys', 'Tin\tToys'],
  ])('When a name only looks like an existing one (%s), then 409: lists cannot show two that read the same', async (_kind, existing, lookalike) => {
    await create(existing).expect(201);
    expect((await create(lookalike).expect(409)).body).toEqual({ success: false, message: 'Category already exists' });
  });

  it('When an accent is typed as a combining mark, then the name is stored composed, one with the typed-at-once spelling', async () => {
    const created = (await create('Caf\u0065\u0301 Prints').expect(201)).body.category;
    expect(created.name).toBe('Caf\u00e9 Prints');
    await create('Caf\u00e9 Prints').expect(409);
  });

  it.each([
    ['an emoji family, joined by zero-width joiners', 'Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467} Games'],
    ['a Persian word with a zero-width non-joiner', '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645'],
  ])('When the name holds %s, then it is stored as typed: the joiner shapes what is read', async (_kind, name) => {
    expect((await create(name).expect(201)).body.category.name).toBe(name);
  });

  it('When another name gives the same slug, then the new slug gets a short suffix', async () => {
    const first = (await create('Home and Garden').expect(201)).body.category;
    const second = (await create('Home & Garden').expect(201)).body.category;
    expect(first.slug).toBe('home-and-garden');
    expect(second.slug).toMatch(/^home-and-garden-[a-z0-9]{6}$/);
  });

  it('When the name is only an emoji, then the slug is still usable', async () => {
    const category = (await create('📷').expect(201)).body.category;
    expect(category.slug).toMatch(/^category(-[a-z0-9]{6})?$/);
  });

  it('When the name is in Devanagari or Japanese, then the slug spells it in Latin letters and lists the category', async () => {
    const watches = (await create('घड़ियाँ').expect(201)).body.category;
    const cameras = (await create('カメラ').expect(201)).body.category;
    expect([watches.slug, cameras.slug]).toEqual(['ghdiyam', 'kamera']);
    expect((await request(testApp.app).get('/api/v1/product/product-category/kamera').expect(200)).body.category).toEqual(cameras);
  });

  it.each([
    ['missing', undefined, 'Name is required'],
    ['blank', '   ', 'Name is required'],
    ['not text', 42, 'Name must be text'],
    ['61 characters', 'x'.repeat(61), 'Name must be at most 60 characters'],
    ['holding a NUL character', 'Bro\u0000ken', 'Name must not contain NUL characters'],
  ])('When the name is %s, then 400 naming the problem', async (_case, name, message) => {
    expect((await create(name).expect(400)).body).toEqual({ success: false, message });
  });

  it('When the name is exactly 60 characters, then it is accepted', async () => {
    await create('y'.repeat(60)).expect(201);
  });
});

describe('GET /api/v1/category/get-category', () => {
  it('When categories exist, then all of them are listed sorted by name, letter case ignored', async () => {
    await create('Zebra Prints').expect(201);
    await create('antiques').expect(201);
    await create('Books').expect(201);
    const body = await listCategories();
    expect(body.success).toBe(true);
    const names: string[] = body.category.map((category: { name: string }) => category.name);
    const known = ['antiques', 'Books', 'Zebra Prints'];
    expect(names.filter((name) => known.includes(name))).toEqual(known);
    expect(Object.keys(body.category[0]).sort()).toEqual(['_id', 'name', 'slug']);
  });

  it('When names start with accented or non-Latin letters, then each sits with its base letter, as a reader sorts', async () => {
    for (const name of ['Über Gadgets', 'Eggs', 'école', 'Vases', 'Ura', 'Éclairs']) await create(name).expect(201);
    const names: string[] = (await listCategories()).category.map((category: { name: string }) => category.name);
    const known = ['Éclairs', 'école', 'Eggs', 'Über Gadgets', 'Ura', 'Vases'];
    expect(names.filter((name) => known.includes(name))).toEqual(known);
  });
});

describe('PUT /api/v1/category/update-category/{id}', () => {
  it('When an admin renames a category, then 200, the new name and a new slug', async () => {
    const category = (await create('Old Toys').expect(201)).body.category;
    const response = await update(category._id, 'Vintage Toys').expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Vintage Toys is updated',
      category: { _id: category._id, name: 'Vintage Toys', slug: 'vintage-toys' },
    });
    expect((await listCategories()).category).toContainEqual({ _id: category._id, name: 'Vintage Toys', slug: 'vintage-toys' });
  });

  it('When only the letter case of its own name changes, then it is accepted', async () => {
    const category = (await create('sneakers').expect(201)).body.category;
    expect((await update(category._id, 'Sneakers').expect(200)).body.category).toEqual({ _id: category._id, name: 'Sneakers', slug: 'sneakers' });
  });

  it('When the same name is saved again, then the slug stays', async () => {
    await create('Stamps').expect(201);
    const suffixed = (await create('Stamps!').expect(201)).body.category;
    expect((await update(suffixed._id, 'Stamps!').expect(200)).body.category.slug).toBe(suffixed.slug);
  });

  it('When the new name belongs to another category, then 409 and nothing changes', async () => {
    await create('Coins').expect(201);
    const category = (await create('Medals').expect(201)).body.category;
    expect((await update(category._id, 'coins').expect(409)).body).toEqual({ success: false, message: 'Category already exists' });
    expect((await listCategories()).category).toContainEqual(category);
  });

  it('When the new slug is taken by another category, then the renamed one gets a suffix', async () => {
    await create('Art Prints').expect(201);
    const category = (await create('Posters').expect(201)).body.category;
    expect((await update(category._id, 'Art-Prints').expect(200)).body.category.slug).toMatch(/^art-prints-[a-z0-9]{6}$/);
  });

  it('When a category was renamed, then its old address still lists its products under its new slug, and no new category takes that address', async () => {
    const category = (await create('Garden Tools').expect(201)).body.category;
    await update(category._id, 'Garden Equipment').expect(200);
    const listed = (await request(testApp.app).get('/api/v1/product/product-category/garden-tools').expect(200)).body;
    expect(listed.category).toEqual({ _id: category._id, name: 'Garden Equipment', slug: 'garden-equipment' });
    expect((await create('Garden Tools').expect(201)).body.category.slug).toMatch(/^garden-tools-[a-z0-9]{6}$/);
    expect((await update(category._id, 'Garden Tools!').expect(200)).body.category.slug).toBe('garden-tools');
    expect((await request(testApp.app).get('/api/v1/product/product-category/garden-equipment').expect(200)).body.category.slug).toBe('garden-tools');
    await remove(category._id).expect(200);
    await request(testApp.app).get('/api/v1/product/product-category/garden-equipment').expect(404);
  });

  it('When the id is unknown, then 404 JSON', async () => {
    expect((await update(UNKNOWN_ID, 'Anything').expect(404)).body).toEqual({ success: false, message: 'Category not found' });
  });

  it('When the id is not a valid id, then 400', async () => {
    expect((await update('not-an-id', 'Anything').expect(400)).body).toEqual({ success: false, message: 'Id must be a valid id' });
  });

  it('When the new name is blank, then 400', async () => {
    const category = (await create('Maps').expect(201)).body.category;
    expect((await update(category._id, ' ').expect(400)).body).toEqual({ success: false, message: 'Name is required' });
  });
});

describe('DELETE /api/v1/category/delete-category/{id}', () => {
  it('When an admin deletes an unused category, then 200 and it is gone', async () => {
    const category = (await create('Postcards').expect(201)).body.category;
    expect((await remove(category._id).expect(200)).body).toEqual({ success: true, message: 'Postcards is deleted' });
    expect((await listCategories()).category.map((c: { _id: string }) => c._id)).not.toContain(category._id);
  });

  it('When products still use the category, then 409 says how many and nothing is deleted', async () => {
    const category = await createCategory(testApp, admin, 'Guitars');
    await createProduct(testApp, admin, productFields(category._id, { name: 'Acoustic Guitar' }));
    expect((await remove(category._id).expect(409)).body).toEqual({ success: false, message: 'Cannot delete category: 1 product uses it' });
    await createProduct(testApp, admin, productFields(category._id, { name: 'Electric Guitar' }));
    expect((await remove(category._id).expect(409)).body).toEqual({ success: false, message: 'Cannot delete category: 2 products use it' });
    expect((await listCategories()).category).toContainEqual(category);
  });

  it('When the id is unknown, then 404 JSON', async () => {
    expect((await remove(UNKNOWN_ID).expect(404)).body).toEqual({ success: false, message: 'Category not found' });
  });

  it('When the id is not a valid id, then 400', async () => {
    expect((await remove('42').expect(400)).body).toEqual({ success: false, message: 'Id must be a valid id' });
  });
});
