import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { WEB_ROUTE_PATHS } from '@bidhub/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAdmin, type TestApp } from '../support/test-app.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>BidHub</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

let testApp: TestApp;
let webDistDir: string;
beforeAll(async () => {
  // A build as `vite build` leaves it: hashed assets with compressed copies and a hidden map.
  webDistDir = mkdtempSync(join(tmpdir(), 'bidhub-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDistDir, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(webDistDir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDistDir, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(webDistDir, 'assets', 'index-AbC123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  testApp = await createTestApp({ WEB_DIST_DIR: webDistDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

/** The body as bytes (supertest decodes br and gzip itself; the headers tell how it travelled). */
const rawBody = (response: request.Response) => response.body as Buffer;
const getRaw = (path: string, acceptEncoding: string) =>
  request(testApp.app)
    .get(path)
    .set('Accept-Encoding', acceptEncoding)
    .buffer(true)
    .parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });

describe('hashed assets', () => {
  it('reach a brotli browser compressed with brotli, cached for a year as immutable', async () => {
    const response = await getRaw('/assets/index-AbC123.js', 'gzip, deflate, br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(rawBody(response).toString()).toBe(SCRIPT);
  });

  it('reach a gzip-only browser gzipped, and a browser without compression as they are', async () => {
    const gzipped = await request(testApp.app).get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(SCRIPT);
    const plain = await getRaw('/assets/index-AbC123.js', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(rawBody(plain).toString()).toBe(SCRIPT);
  });

  it('a missing asset is a 404, not the app page', async () => {
    const response = await request(testApp.app).get('/assets/index-Old999.js').expect(404);
    expect(response.text).not.toContain('<div id="root">');
  });
});

describe('what is never cached or never served', () => {
  it('index.html is revalidated on every visit, on a client route and on the root', async () => {
    for (const path of ['/', '/home', '/dashboard/user/items']) {
      const response = await request(testApp.app).get(path).expect(200).expect('Content-Type', /html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<div id="root">');
    }
  });

  it("is the app's page with 200 on every address the app declares, its parameters filled in", async () => {
    // A product's and a category's page answer for what they name (below, and 'a product page').
    const addresses = WEB_ROUTE_PATHS.filter((path) => !path.startsWith('/product/') && !path.startsWith('/category/')).map((path) => path.replace(/:\w+/g, 'some-name'));
    for (const path of addresses) {
      const response = await request(testApp.app).get(path);
      expect(response.status, path).toBe(200);
      expect(response.text).toContain('<div id="root">');
    }
  });

  it("is the app's page with 404 on any other address, so crawlers and link checkers see it missing", async () => {
    for (const path of ['/no-such-page', '/dashboard/user/no-such-tab', '/home/extra', '/category']) {
      const response = await request(testApp.app).get(path).expect(404).expect('Content-Type', /html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<div id="root">');
    }
  });

  it("is the app's page with 404 on a page's address cut inside a character, where the API's JSON refusal was", async () => {
    for (const path of ['/category/%E0%A4', '/product/%C3%28', '/removed/%E0%A4']) {
      const response = await request(testApp.app).get(path).expect(404).expect('Content-Type', /html/);
      expect(response.text).toContain('<div id="root">');
    }
    const api = await request(testApp.app).get('/api/v1/product/get-product/%E0%A4').expect(400).expect('Content-Type', /json/);
    expect(api.body).toEqual({ success: false, message: 'Malformed URL: a path segment is not valid percent-encoding' });
  });

  it("is a category's page with 200 when it exists, a 301 to its new address after a rename, and a 404 when there is none", async () => {
    const admin = await signUpAdmin(testApp);
    const created = await request(testApp.app).post('/api/v1/category/create-category').set('Authorization', admin.token).send({ name: 'Pocket Watches' }).expect(201);
    const { _id: id, slug } = created.body.category as { _id: string; slug: string };
    const page = await request(testApp.app).get(`/category/${slug}?sort=ending-soon`).expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('<div id="root">');
    const renamed = await request(testApp.app).put(`/api/v1/category/update-category/${id}`).set('Authorization', admin.token).send({ name: 'Antique Pocket Watches' }).expect(200);
    const moved = await request(testApp.app).get(`/category/${slug}?sort=ending-soon`).expect(301);
    expect(moved.headers.location).toBe(`/category/${renamed.body.category.slug}?sort=ending-soon`);
    for (const missing of ['/category/no-such-category', '/category/POCKET-WATCHES']) {
      const response = await request(testApp.app).get(missing).expect(404).expect('Content-Type', /html/);
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('the app page itself is compressed for a browser that accepts it', async () => {
    const response = await getRaw('/home', 'br, gzip').expect(200);
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });

  it('source maps are not served', async () => {
    const response = await request(testApp.app).get('/assets/index-AbC123.js.map').expect(404);
    expect(response.text).not.toContain('secret');
  });

  it('a file outside assets/ keeps a short cache, since its name does not change', async () => {
    const response = await request(testApp.app).get('/favicon.svg').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('an API path written with extra leading slashes, or /api alone, gets JSON, never the app page', async () => {
    for (const path of ['//api/v1/no-such-route', '///api/v1/no-such-route', '/api']) {
      const response = await request(testApp.app).get(path).expect(404).expect('Content-Type', /json/);
      expect(response.body).toMatchObject({ success: false });
    }
  });

  it('robots.txt is the crawler rules, not the app page', async () => {
    const response = await request(testApp.app).get('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    expect(response.text).toContain('User-agent: *');
    expect(response.text).not.toContain('<html');
  });
});

describe('API replies', () => {
  it('a JSON list is compressed for a browser that accepts it', async () => {
    const response = await getRaw('/api/v1/openapi.json', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(rawBody(response).toString())).toHaveProperty('openapi');
  });

  it('a JSON list goes as is to a client that accepts no compression, and caches are told it varies', async () => {
    const response = await getRaw('/api/v1/openapi.json', '').expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(rawBody(response).toString())).toHaveProperty('openapi');
  });
});
