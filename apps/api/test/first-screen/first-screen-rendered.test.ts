import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.js';
import { createAuction } from '../support/bidding-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** As Vite writes it: the entry, and the app's start fetched ahead (apps/web/build/preload-start.ts). */
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>BidHub</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-1.js">
  </head><body><div id="root"></div></body></html>`;
/** The build manifest's part that names a product page's own chunk and style. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/start.tsx': { file: 'assets/start-1.js', imports: ['index.html'] },
  'src/features/bidding/ProductPage.tsx': { file: 'assets/ProductPage-1.js', css: ['assets/bidding-1.css'] },
};
/**
 * A stand-in for the web app's server build (apps/web/dist-ssr, made by `npm run build`; its own
 * rendering is tested in the web app and the browser suite). It renders what it was given, fails
 * for a product named 'Broken', and starts with a hint as React writes image preloads.
 */
const SERVER_BUILD = `
export async function renderFirstScreen(url, screen) {
  const names = screen.kind === 'home' ? screen.page.products.map((product) => product.name) : [screen.product.name];
  if (names.includes('Broken')) throw new Error('render failed');
  return '<link rel="preload" as="image" href="/favicon.svg"/><main data-url="' + url + '">' + names.join(', ') + '</main>';
}`;

let testApp: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'bidhub-web-'));
  mkdirSync(join(webDir, 'dist'));
  mkdirSync(join(webDir, 'dist-ssr'));
  writeFileSync(join(webDir, 'dist', 'index.html'), INDEX_HTML);
  mkdirSync(join(webDir, 'dist', '.vite'));
  writeFileSync(join(webDir, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(webDir, 'dist-ssr', 'entry-server.js'), SERVER_BUILD);
  testApp = await createTestApp({ WEB_DIST_DIR: join(webDir, 'dist') });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** An open auction under the given name; its slug. */
async function auctionNamed(name: string): Promise<string> {
  const { productId } = await createAuction(testApp);
  const [row] = await testApp.database.db.update(products).set({ name }).where(eq(products.id, productId)).returning({ slug: products.slug });
  return row!.slug;
}
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];
const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1];
const modulePreloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];

describe('pages the web app rendered on the server', () => {
  it("put /home's first screen into #root and React's hints into the head", async () => {
    await auctionNamed('Rendered Lamp');
    const html = (await request(testApp.app).get('/home').expect(200)).text;
    expect(rootOf(html)).toMatch(/^<main data-url="\/home">.*Rendered Lamp.*<\/main>$/);
    expect(headOf(html)).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
  });

  it("put a product's page into #root, rendered for its own URL", async () => {
    const slug = await auctionNamed('Rendered Clock');
    const html = (await request(testApp.app).get(`/product/${slug}`).expect(200)).text;
    expect(rootOf(html)).toBe(`<main data-url="/product/${slug}">Rendered Clock</main>`);
  });

  it("name the product page's code and styles for the app to prefetch once the page has loaded, from the home page only", async () => {
    const home = headOf((await request(testApp.app).get('/home').expect(200)).text);
    const template = /<template id="next-page-prefetch">(.*?)<\/template>/.exec(home ?? '')?.[1];
    expect(template).toBe('<link rel="prefetch" as="script" crossorigin href="/assets/ProductPage-1.js"><link rel="prefetch" as="style" crossorigin href="/assets/bidding-1.css">');
    // Outside the template, a link would be fetched at once, beside the page's photo.
    expect(home?.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('rel="prefetch"');
    const slug = await auctionNamed('Prefetched Pen');
    expect(headOf((await request(testApp.app).get(`/product/${slug}`).expect(200)).text)).not.toContain('rel="prefetch"');
  });

  it("fetch a rendered page's styles but not the app's modules, which wait for the page to load", async () => {
    const slug = await auctionNamed('Rendered Radio');
    const html = (await request(testApp.app).get(`/product/${slug}`).expect(200)).text;
    expect(headOf(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/bidding-1.css">');
    expect(headOf(html)).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(modulePreloads(html)).toEqual([]);
  });

  it("render '/' as /home, the address the app gives it before it starts", async () => {
    const html = (await request(testApp.app).get('/').expect(200)).text;
    expect(rootOf(html)).toMatch(/^<main data-url="\/home">.+<\/main>$/);
    expect(html).toContain('id="first-screen"');
  });

  it("keep a name holding a replacement pattern ($`, $', $&) as typed, the page around it whole", async () => {
    const name = "Lamp $` before $' after $& itself";
    const slug = await auctionNamed(name);
    const html = (await request(testApp.app).get(`/product/${slug}`).expect(200)).text;
    const data = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toMatchObject({ kind: 'product', product: { name } });
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html).toContain("<title>Lamp $` before $&#39; after $&amp; itself - BidHub</title>");
  });

  it('send the page with its data only when rendering fails', async () => {
    const slug = await auctionNamed('Broken');
    const html = (await request(testApp.app).get(`/product/${slug}`).expect(200)).text;
    expect(rootOf(html)).toBe('');
    expect(html).toContain('"name":"Broken"');
    // The app renders this page itself: its start and the route's chunk are fetched ahead.
    expect(modulePreloads(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/start-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ProductPage-1.js">',
    ]);
  });
});
