import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreen } from '@bidhub/contracts';
import { products } from '../../src/db/schema.js';
import { createAuction } from '../support/bidding-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>BidHub</title></head><body><div id="root"></div></body></html>`;
// Vite's manifest as a build leaves it: the entry, two routes' lazy chunks and the chunks they share.
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_shared-S1.js'] },
  '_shared-S1.js': { file: 'assets/shared-S1.js' },
  '_list-L1.js': { file: 'assets/list-L1.js', imports: ['_shared-S1.js'] },
  'src/features/catalog/HomePage.tsx': { file: 'assets/HomePage-H1.js', imports: ['index.html', '_list-L1.js'] },
  'src/features/bidding/ProductPage.tsx': { file: 'assets/ProductPage-P1.js', imports: ['_shared-S1.js'], css: ['assets/bidding-C1.css'] },
};

let testApp: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = mkdtempSync(join(tmpdir(), 'bidhub-web-'));
  mkdirSync(join(webDistDir, '.vite'));
  writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  testApp = await createTestApp({ WEB_DIST_DIR: webDistDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

/** The first screen a page carries, as the browser's JSON.parse of the element's text reads it. */
function firstScreenOf(html: string): FirstScreen | undefined {
  const json = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as FirstScreen);
}
const withoutServerTime = <T extends { serverTime: string }>(items: T[]) => items.map(({ serverTime: _serverTime, ...rest }) => rest);
const setPhoto = (productId: string, changes: Partial<typeof products.$inferInsert>) =>
  testApp.database.db.update(products).set(changes).where(eq(products.id, productId)).returning({ slug: products.slug });

describe('/home as the server sends it', () => {
  it('carries the first page of the default list and the categories, exactly as the API answers them', async () => {
    await createAuction(testApp);
    await createAuction(testApp, { endtime: new Date(Date.now() + 3600_000) });
    const html = (await request(testApp.app).get('/home').expect(200).expect('Content-Type', /html/).expect('Cache-Control', 'no-cache')).text;
    const api = (await request(testApp.app).get('/api/v1/product/get-product?page=1&limit=12&sort=ending-soon').expect(200)).body;
    const screen = firstScreenOf(html);
    expect(screen?.kind).toBe('home');
    if (screen?.kind !== 'home') return;
    expect(screen.page.total).toBe(api.total);
    expect(screen.page.nextCursor).toBe(api.nextCursor);
    expect(withoutServerTime(screen.page.products)).toEqual(withoutServerTime(api.products));
    // The category filter beside the list, as get-category answers it.
    const { category } = (await request(testApp.app).get('/api/v1/category/get-category').expect(200)).body;
    expect(category.length).toBeGreaterThan(0);
    expect(screen.categories).toEqual(category);
  });

  it("preloads the route's own chunks and the first card's photo by the URLs the card names", async () => {
    const { productId } = await createAuction(testApp, { endtime: new Date(Date.now() + 60_000) });
    await setPhoto(productId, { photoVersion: 'v1' });
    const html = (await request(testApp.app).get('/home').expect(200)).text;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-H1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/list-L1.js">');
    // The entry's own imports are preloaded by index.html already; the other route's chunks are not
    // needed for this screen, only named for the app to prefetch once the page has loaded.
    expect(html).not.toContain('shared-S1.js');
    expect(html).not.toContain('<link rel="modulepreload" crossorigin href="/assets/ProductPage-P1.js">');
    expect(html).toContain('<template id="next-page-prefetch"><link rel="prefetch" as="script" crossorigin href="/assets/ProductPage-P1.js">');
    const photo = `/api/v1/product/product-photo/${productId}`;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${photo}?w=640&amp;v=v1" imagesrcset="${photo}?w=320&amp;v=v1 320w, ${photo}?w=640&amp;v=v1 640w" imagesizes="(max-width: 599px) calc(100vw - 24px), 18rem" fetchpriority="high">`,
    );
  });

  it('carries no list when the URL asks for another order or filter, which the page fetches itself', async () => {
    for (const query of ['sort=newest', 'categories=00000000-0000-4000-8000-000000000000']) {
      const html = (await request(testApp.app).get(`/home?${query}`).expect(200)).text;
      expect(firstScreenOf(html), query).toBeUndefined();
      expect(html).toContain('HomePage-H1.js');
    }
  });
});

describe("a product's page as the server sends it", () => {
  it('carries the product as get-product answers it, its chunks, styles and photo preload', async () => {
    const { productId } = await createAuction(testApp, { price: 4200 });
    const [row] = await setPhoto(productId, { photoVersion: 'p2' });
    const html = (await request(testApp.app).get(`/product/${row!.slug}`).expect(200)).text;
    const api = (await request(testApp.app).get(`/api/v1/product/get-product/${row!.slug}`).expect(200)).body;
    const screen = firstScreenOf(html);
    expect(screen?.kind).toBe('product');
    if (screen?.kind !== 'product') return;
    expect(withoutServerTime([screen.product])).toEqual(withoutServerTime([api.product]));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductPage-P1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/bidding-C1.css">');
    expect(html).toContain(`imagesizes="(max-width: 767px) 100vw, 40vw"`);
    expect(html).toContain('<meta property="og:title"');
  });

  it("asks for the photo before the route's styles: on a slow phone those requests would hold the largest paint back", async () => {
    const { productId } = await createAuction(testApp);
    const [row] = await setPhoto(productId, { photoVersion: 'p3' });
    const html = (await request(testApp.app).get(`/product/${row!.slug}`).expect(200)).text;
    const photoAt = html.indexOf('<link rel="preload" as="image"');
    expect(photoAt).toBeGreaterThan(-1);
    expect(photoAt).toBeLessThan(html.indexOf('<link rel="stylesheet" crossorigin href="/assets/bidding-C1.css">'));
    expect(photoAt).toBeLessThan(html.indexOf('<link rel="modulepreload" crossorigin href="/assets/ProductPage-P1.js">'));
  });

  it('keeps a name that closes the script element inside the data', async () => {
    const { productId } = await createAuction(testApp);
    const name = '</script><script>alert(1)</script><!--';
    const [row] = await setPhoto(productId, { name });
    const html = (await request(testApp.app).get(`/product/${row!.slug}`).expect(200)).text;
    expect(html).not.toContain('<script>alert(1)');
    const screen = firstScreenOf(html);
    expect(screen?.kind === 'product' && screen.product.name).toBe(name);
  });

  it('is the plain page with a 404 for an unknown product, which the page then reports as not found', async () => {
    const html = (await request(testApp.app).get('/product/no-such-product').expect(404)).text;
    expect(firstScreenOf(html)).toBeUndefined();
    expect(html).toBe(INDEX_HTML);
  });

  it('is a permanent move to the lot\'s slug when opened by its id, as a client holding the id opens it', async () => {
    const { productId } = await createAuction(testApp, { price: 4300 });
    const { slug } = (await request(testApp.app).get(`/api/v1/product/get-product/${productId}`).expect(200)).body.product;
    await request(testApp.app).get(`/product/${productId}`).expect(301).expect('Location', `/product/${slug}`);
  });

  it('is a permanent move to the new address when opened by a slug the lot had before a rename, with the query kept, that no browser keeps (a rename back would loop)', async () => {
    const { productId, seller } = await createAuction(testApp, { price: 4300 });
    const { slug, category } = (await request(testApp.app).get(`/api/v1/product/get-product/${productId}`).expect(200)).body.product;
    await request(testApp.app)
      .put(`/api/v1/product/update-product/${productId}`)
      .set('Authorization', seller.token)
      .field({ name: 'Renamed Shared Lot', description: 'Renamed', price: '4300', endtime: new Date(Date.now() + 86_400_000).toISOString(), category: category._id })
      .expect(200);
    await request(testApp.app).get(`/product/${slug}?ref=share`).expect(301).expect('Location', '/product/renamed-shared-lot?ref=share').expect('Cache-Control', 'no-cache');
    const screen = firstScreenOf((await request(testApp.app).get('/product/renamed-shared-lot').expect(200)).text);
    expect(screen?.kind === 'product' && screen.product._id).toBe(productId);
  });
});

describe('A first screen for a signed-in browser', () => {
  it("is marked for a signed-in browser when its cookie says so, so the first screen keeps the signed-in screen's room", async () => {
    const hinted = await request(testApp.app).get('/home').set('Cookie', 'theme=dark; bidhub_signed_in=1').expect(200);
    expect(hinted.text).toContain('<html lang="en" class="signed-in">');
    expect(hinted.headers.vary).toMatch(/Cookie/);
    for (const cookie of ['bidhub_signed_in=', 'bidhub_signed_in=0', 'not_bidhub_signed_in=1']) {
      expect((await request(testApp.app).get('/home').set('Cookie', cookie).expect(200)).text, cookie).toContain('<html lang="en">');
    }
    expect((await request(testApp.app).get('/home').expect(200)).text).toContain('<html lang="en">');
  });
});
