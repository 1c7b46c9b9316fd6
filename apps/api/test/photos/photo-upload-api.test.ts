import sharp from 'sharp';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.js';
import { createTestApp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';
import { countPhotoRows, insertCategory, jpegWithExif, noisyPng } from './photo-fixtures.js';

let testApp: TestApp;
let admin: SignedInUser;
let categoryId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  categoryId = await insertCategory(testApp.database.db);
});
afterAll(() => testApp.close());

let productCounter = 0;
const productFields = () => {
  productCounter += 1;
  return {
    name: `Uploaded camera ${productCounter}`,
    description: 'A camera whose photo travels through the API.',
    price: '2500',
    endtime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    category: categoryId,
  };
};

function createProduct(fields: Record<string, string>, photo?: { bytes: Buffer; filename: string; contentType: string }) {
  const call = request(testApp.app).post('/api/v1/product/create-product').set('Authorization', admin.token);
  for (const [name, value] of Object.entries(fields)) call.field(name, value);
  if (photo) call.attach('photo', photo.bytes, { filename: photo.filename, contentType: photo.contentType });
  return call;
}

const photoOf = (productId: string, query: Record<string, string> = {}) => request(testApp.app).get(`/api/v1/product/product-photo/${productId}`).query(query);
const productsNamed = (name: string) => testApp.database.db.select().from(products).where(eq(products.name, name));

describe('Photos uploaded through POST /api/v1/product/create-product and PUT /update-product/{id}', () => {
  it('When an admin creates a product with a phone JPEG, then its photo is served as WebP without EXIF and photoVersion is the ETag', async () => {
    const created = await createProduct(productFields(), { bytes: await jpegWithExif(), filename: 'IMG_0001.jpg', contentType: 'image/jpeg' }).expect(201);
    const product = created.body.product;
    expect(product.photoVersion).toMatch(/^"[0-9a-f]{32}"$/);
    expect(JSON.stringify(created.body)).not.toMatch(/Secret Owner|"data"/);

    const photo = await photoOf(product._id).expect(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['etag']).toBe(product.photoVersion);
    const served = await sharp(photo.body as Buffer).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(served.exif).toBeUndefined();

    const card = await photoOf(product._id, { w: '320', v: product.photoVersion }).expect(200);
    expect(await sharp(card.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 320 });
    await photoOf(product._id).set('If-None-Match', product.photoVersion).expect(304);
  });

  it('When the photo is replaced by update-product, then photoVersion and the ETag change', async () => {
    const fields = productFields();
    const created = await createProduct(fields, { bytes: await noisyPng(400, 300), filename: 'a.png', contentType: 'image/png' }).expect(201);
    const before = created.body.product;
    await photoOf(before._id, { w: '320' }).expect(200);

    const updateCall = request(testApp.app).put(`/api/v1/product/update-product/${before._id}`).set('Authorization', admin.token);
    for (const [name, value] of Object.entries(fields)) updateCall.field(name, value);
    const updated = await updateCall.attach('photo', await noisyPng(500, 500), { filename: 'b.png', contentType: 'image/png' }).expect(200);

    expect(updated.body.product.photoVersion).not.toBe(before.photoVersion);
    expect((await photoOf(before._id).expect(200)).headers['etag']).toBe(updated.body.product.photoVersion);
    expect(await countPhotoRows(testApp.database.db, before._id)).toBe(1);
  });

  it('When photos have been encoded and resized, then libvips keeps none of that work in memory (the bytes are stored)', async () => {
    const created = await createProduct(productFields(), { bytes: await noisyPng(800, 600), filename: 'c.png', contentType: 'image/png' }).expect(201);
    await photoOf(created.body.product._id, { w: '320' }).expect(200);

    expect(sharp.cache()).toMatchObject({ memory: { current: 0, max: 0 }, items: { current: 0 } });
  });

  it('When a text file is renamed to .jpg, then 400 names the accepted formats and no product is created', async () => {
    const fields = productFields();
    const response = await createProduct(fields, { bytes: Buffer.from('just some notes, not a photo\n'), filename: 'photo.jpg', contentType: 'image/jpeg' }).expect(400);
    expect(response.body).toEqual({ success: false, message: 'Photo must be an image (JPEG, PNG, WebP, GIF or AVIF)' });
    expect(await productsNamed(fields.name)).toEqual([]);
  });

  it('When the photo is larger than 5 MB, then 413 JSON and no product is created', async () => {
    const fields = productFields();
    const tooBig = Buffer.concat([await jpegWithExif({ width: 64, height: 64 }), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const response = await createProduct(fields, { bytes: tooBig, filename: 'huge.jpg', contentType: 'image/jpeg' }).expect(413);
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(/at most 5 MB/) });
    expect(await productsNamed(fields.name)).toEqual([]);
  });

  // The multipart parser reports these as plain errors, which used to fall through to a 500.
  it.each([
    ['has no boundary', 'multipart/form-data', '--x\r\n\r\nname\r\n--x--', /Boundary not found/],
    ['ends in the middle of a part', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nCamera', /Unexpected end of form/],
  ])('When the multipart body %s, then 400 JSON and no product is created', async (_case, contentType, body, reason) => {
    const before = await testApp.database.db.select({ id: products.id }).from(products);
    const response = await request(testApp.app)
      .post('/api/v1/product/create-product')
      .set('Authorization', admin.token)
      .set('Content-Type', contentType)
      .send(body)
      .expect(400);
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(/^Malformed multipart body: /) });
    expect(response.body.message).toMatch(reason);
    expect(await testApp.database.db.select({ id: products.id }).from(products)).toEqual(before);
  });
});
