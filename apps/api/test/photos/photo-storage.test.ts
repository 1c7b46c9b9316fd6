import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error.js';
import { rememberPhoto } from '../../src/modules/photos/photo-cache.js';
import { preparePhoto, storePhoto } from '../../src/modules/photos/photo-storage.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { countPhotoRows, insertProduct, jpegWithExif, noisyPng, photoVersionOf } from './photo-fixtures.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const photoUrl = (productId: string) => `/api/v1/product/product-photo/${productId}`;
const getPhoto = (productId: string, query: Record<string, string> = {}) =>
  request(testApp.app).get(photoUrl(productId)).query(query);

async function productWithPhoto(upload: Buffer): Promise<string> {
  const productId = await insertProduct(testApp.database.db);
  await storePhoto(testApp.database.db, productId, await preparePhoto(upload));
  return productId;
}

async function expectRejected(upload: Buffer, message: RegExp) {
  const error = await preparePhoto(upload).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 400, message: expect.stringMatching(message) });
}

describe('preparePhoto + storePhoto, then GET /api/v1/product/product-photo/{id}', () => {
  it('When a JPEG with EXIF and GPS is stored, then it is served as WebP with no metadata, a strong ETag and a cache lifetime', async () => {
    const upload = await jpegWithExif();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const productId = await productWithPhoto(upload);

    const response = await getPhoto(productId).expect(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['etag']).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const served = await sharp(response.body as Buffer).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(served.exif).toBeUndefined();
    expect((response.body as Buffer).includes('Secret Owner')).toBe(false);
  });

  it('When the EXIF orientation says the camera was turned, then the served photo is upright', async () => {
    const productId = await productWithPhoto(await jpegWithExif({ width: 600, height: 300, orientation: 6 }));
    const response = await getPhoto(productId).expect(200);
    expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ width: 300, height: 600 });
  });

  it('When the upload is wider than 1600 px, then the stored photo is 1600 px wide with the same proportions', async () => {
    const productId = await productWithPhoto(await noisyPng(3200, 1600));
    const response = await getPhoto(productId).expect(200);
    expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ width: 1600, height: 800 });
  });

  it('When PNG, WebP, GIF and AVIF photos are stored, then each is served as WebP', async () => {
    const picture = () => sharp({ create: { width: 64, height: 48, channels: 4, background: '#20a060' } });
    for (const upload of [await picture().png().toBuffer(), await picture().webp().toBuffer(), await picture().gif().toBuffer(), await picture().avif().toBuffer()]) {
      const response = await getPhoto(await productWithPhoto(upload)).expect(200);
      expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    }
  });

  it('When w is sent empty, then the photo as stored, as without it (an empty query parameter counts as not sent)', async () => {
    const productId = await productWithPhoto(await noisyPng(800, 400));
    const response = await request(testApp.app).get(photoUrl(productId)).query({ w: '' }).expect(200);
    expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ width: 800, height: 400 });
    expect(await countPhotoRows(testApp.database.db, productId)).toBe(1);
  });

  it('When ?w=320 is asked, then a 320 px WebP smaller than the original is made once and stored', async () => {
    const productId = await productWithPhoto(await noisyPng(1200, 900));
    const original = await getPhoto(productId).expect(200);

    const first = await getPhoto(productId, { w: '320' }).expect(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(await sharp(first.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect((first.body as Buffer).length).toBeLessThan((original.body as Buffer).length);
    expect(first.headers['etag']).not.toBe(original.headers['etag']);
    expect(await countPhotoRows(testApp.database.db, productId)).toBe(2);

    const second = await getPhoto(productId, { w: '320' }).expect(200);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);
    expect(await countPhotoRows(testApp.database.db, productId)).toBe(2);

    await getPhoto(productId, { w: '640' }).expect(200);
    expect(await countPhotoRows(testApp.database.db, productId)).toBe(3);
  });

  it('When the photo is narrower than the asked width, then the variant is not enlarged', async () => {
    const productId = await productWithPhoto(await noisyPng(200, 100));
    const response = await getPhoto(productId, { w: '640' }).expect(200);
    expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 200, height: 100 });
  });

  it('When If-None-Match carries the current ETag, then 304 without a body, for the original and for a variant', async () => {
    const productId = await productWithPhoto(await noisyPng(800, 600));
    for (const query of [{}, { w: '320' }] as Record<string, string>[]) {
      const { headers } = await getPhoto(productId, query).expect(200);
      const notModified = await request(testApp.app).get(photoUrl(productId)).query(query).set('If-None-Match', headers['etag']!).expect(304);
      expect(notModified.headers['etag']).toBe(headers['etag']);
      expect(notModified.text ?? '').toBe('');
      // What Node's fetch sends with If-None-Match.
      await request(testApp.app).get(photoUrl(productId)).query(query).set('If-None-Match', headers['etag']!).set('Cache-Control', 'no-cache').expect(304);
      await request(testApp.app).get(photoUrl(productId)).query(query).set('If-None-Match', '"something-else"').expect(200);
    }
  });

  it('When the photo is replaced, then the ETag and photoVersion change and the old variants are gone', async () => {
    const productId = await productWithPhoto(await noisyPng(800, 600));
    const before = await getPhoto(productId).expect(200);
    await getPhoto(productId, { w: '320' }).expect(200);
    expect(await photoVersionOf(testApp.database.db, productId)).toBe(before.headers['etag']);

    await storePhoto(testApp.database.db, productId, await preparePhoto(await noisyPng(640, 640)));
    expect(await countPhotoRows(testApp.database.db, productId)).toBe(1);
    const after = await getPhoto(productId).expect(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(await photoVersionOf(testApp.database.db, productId)).toBe(after.headers['etag']);
    expect(await sharp((await getPhoto(productId, { w: '320' }).expect(200)).body as Buffer).metadata()).toMatchObject({ width: 320, height: 320 });
    await request(testApp.app).get(photoUrl(productId)).set('If-None-Match', before.headers['etag']!).expect(200);
  });

  it("When a URL names the photo's current version, as cards do, then it may be kept for good; a replaced version's URL only with revalidation", async () => {
    const productId = await productWithPhoto(await noisyPng(800, 600));
    const version = (await photoVersionOf(testApp.database.db, productId))!;
    const forGood = 'public, max-age=31536000, immutable';
    for (const width of [undefined, '320', '640']) {
      const query: Record<string, string> = width ? { w: width, v: version } : { v: version };
      // Twice: the variant made on the first request, then the stored and cached one.
      for (let read = 0; read < 2; read += 1) expect((await getPhoto(productId, query).expect(200)).headers['cache-control'], String(width)).toBe(forGood);
    }
    expect((await getPhoto(productId, { w: '320' }).expect(200)).headers['cache-control']).toBe('public, max-age=86400');

    await storePhoto(testApp.database.db, productId, await preparePhoto(await noisyPng(640, 640)));
    expect((await getPhoto(productId, { w: '320', v: version }).expect(200)).headers['cache-control']).toBe('no-cache');
    await getPhoto(productId, { v: ['a', 'b'] as unknown as string }).expect(400);
  });

  it('When a read that overlapped a replacement cached the old bytes, then the new version\'s URL still gets the new photo', async () => {
    const productId = await productWithPhoto(await noisyPng(800, 600));
    const oldVariant = await getPhoto(productId, { w: '320' }).expect(200);
    const oldVersion = (await photoVersionOf(testApp.database.db, productId))!;
    await storePhoto(testApp.database.db, productId, await preparePhoto(await noisyPng(640, 640)));
    const newVersion = (await photoVersionOf(testApp.database.db, productId))!;
    // What the overlapping read stores after storePhoto has forgotten the product's photos.
    rememberPhoto(productId, 320, { contentType: 'image/webp', data: oldVariant.body as Buffer, etag: oldVariant.headers['etag']!, version: oldVersion });

    const fresh = await getPhoto(productId, { w: '320', v: newVersion }).expect(200);
    expect(fresh.headers['etag']).not.toBe(oldVariant.headers['etag']);
    expect(fresh.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(fresh.body as Buffer).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('When storePhoto runs inside a transaction that rolls back, then the previous photo stays', async () => {
    const productId = await productWithPhoto(await noisyPng(300, 200));
    const before = await getPhoto(productId).expect(200);
    const replacement = await preparePhoto(await noisyPng(500, 500));
    await testApp.database.db
      .transaction(async (tx) => {
        await storePhoto(tx, productId, replacement);
        throw new Error('the product update failed');
      })
      .catch(() => undefined);
    const after = await getPhoto(productId).expect(200);
    expect(after.headers['etag']).toBe(before.headers['etag']);
    expect(await photoVersionOf(testApp.database.db, productId)).toBe(before.headers['etag']);
  });
});

describe('preparePhoto refuses what is not a photo', () => {
  it('When a text file is renamed to .jpg, then 400 names the accepted formats', async () => {
    await expectRejected(Buffer.from('name,price\nCamera,1500\n'), /must be an image \(JPEG, PNG, WebP, GIF or AVIF\)/);
  });

  it('When the bytes are random garbage or empty, then 400', async () => {
    await expectRejected(Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 256)), /must be an image/);
    await expectRejected(Buffer.alloc(0), /must be an image/);
  });

  it('When the JPEG is cut off after its header, then 400', async () => {
    const whole = await noisyPng(400, 300).then((png) => sharp(png).jpeg().toBuffer());
    await expectRejected(whole.subarray(0, Math.floor(whole.length / 3)), /must be an image/);
  });

  it('When an SVG or TIFF is uploaded, then 400: only the listed photo formats are accepted', async () => {
    await expectRejected(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'), /must be an image/);
    await expectRejected(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).tiff().toBuffer(), /must be an image/);
  });

  it('When the image claims more than 40 megapixels, then 400 before it is decoded', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    await expectRejected(huge, /at most 40 megapixels/);
  });

  it('When the image is so tall that even resized it is past what a stored photo can hold, then 400 says it is too tall, not that it is no image', async () => {
    const strip = await sharp({ create: { width: 1, height: 20_000, channels: 3, background: '#fff' } }).png().toBuffer();
    await expectRejected(strip, /^Photo is too tall: at most 16383 pixels high once at most 1600 wide$/);
    const tallButFits = await sharp({ create: { width: 2000, height: 18_000, channels: 3, background: '#fff' } }).png().toBuffer();
    await expect(preparePhoto(tallButFits)).resolves.toMatchObject({ contentType: 'image/webp' });
  });

  it('When a phone photo is turned a quarter by its EXIF orientation, then it is measured upright: a wide panorama stored on its side fits, a tall one does not', async () => {
    // 1000 x 17000 as stored, 17000 x 1000 once turned: 1600 x 94 after the resize.
    const panorama = await preparePhoto(await jpegWithExif({ width: 1000, height: 17_000, orientation: 6 }));
    expect(await sharp(panorama.data).metadata()).toMatchObject({ width: 1600, height: 94 });
    await expectRejected(await jpegWithExif({ width: 17_000, height: 1000, orientation: 6 }), /^Photo is too tall/);
  });

  it('When a PNG claims more pixels than the image library itself reads (20000 x 20000), then the same 400 names the limit, not the format', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    // The header's width and height, and the header chunk's checksum over its type and data.
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expectRejected(png, /at most 40 megapixels/);
  });
});

describe('GET /api/v1/product/product-photo/{id} failures', () => {
  it('When the product has no photo, then 404 JSON', async () => {
    const productId = await insertProduct(testApp.database.db);
    const response = await request(testApp.app).get(photoUrl(productId)).expect(404);
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(/no photo/i) });
  });

  it('When the product does not exist, then 404 JSON that says so, as every route naming a product does', async () => {
    const response = await request(testApp.app).get(photoUrl('7d3f2a56-1b2c-4d5e-8f90-123456789abc')).expect(404);
    expect(response.body).toEqual({ success: false, message: 'Product not found' });
  });

  it('When the id is not a UUID, then 400 JSON', async () => {
    const response = await request(testApp.app).get(photoUrl('not-a-uuid')).expect(400);
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(/valid id/i) });
  });

  it.each(['100', '0', '-320', 'abc', '320.5', '99999', '320,640'])('When w is %j, then 400 names w and nothing is stored', async (width) => {
    const productId = await productWithPhoto(await noisyPng(200, 100));
    const response = await request(testApp.app).get(photoUrl(productId)).query({ w: width }).expect(400);
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(/^w must be/) });
    expect(await countPhotoRows(testApp.database.db, productId)).toBe(1);
  });
});
