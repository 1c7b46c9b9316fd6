import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.js';
import { createAuction, placeBid, setEndtime, signUpBidders } from '../support/bidding-fixtures.js';
import { createTestApp, signUpAdmin, type TestApp } from '../support/test-app.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>BidHub - Online Auctions India</title>
    <meta name="description" content="BidHub: live online auctions." />
  </head>
  <body><div id="root"></div></body>
</html>
`;

let testApp: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = mkdtempSync(join(tmpdir(), 'bidhub-web-'));
  writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
  testApp = await createTestApp({ WEB_DIST_DIR: webDistDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const rename = (productId: string, changes: Partial<typeof products.$inferInsert>) =>
  testApp.database.db.update(products).set(changes).where(eq(products.id, productId)).returning({ slug: products.slug });

describe('link previews of product pages', () => {
  it('serve the product title, description, price and absolute photo URL as Open Graph tags', async () => {
    const { productId } = await createAuction(testApp, { price: 2500 });
    const [row] = await rename(productId, { name: 'Vintage Camera', description: 'A 1970s rangefinder.', photoVersion: 'abc123' });
    const page = await request(testApp.app).get(`/product/${row!.slug}`).set('Host', 'shop.example').expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('<title>Vintage Camera - BidHub</title>');
    expect(page.text).not.toContain('Online Auctions India');
    expect(page.text).toContain('<meta property="og:title" content="Vintage Camera" />');
    expect(page.text).toMatch(/<meta property="og:description" content="Starting price Rs\. 2500\. A 1970s rangefinder\." \/>/);
    expect(page.text).toContain('<meta property="product:price:amount" content="2500.00" />');
    expect(page.text).toContain(`<meta property="og:image" content="http://shop.example/api/v1/product/product-photo/${productId}?v=abc123" />`);
    expect(page.text).toContain('<div id="root"></div>');
  });

  it('say what the page says of the price: a current bid only once there is one, then whether it sold', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const [row] = await rename(productId, { description: 'A pocket watch.' });
    const preview = async () => /<meta property="og:description" content="([^"]*)"/.exec((await request(testApp.app).get(`/product/${row!.slug}`).expect(200)).text)?.[1];
    expect(await preview()).toBe('Starting price Rs. 1000. A pocket watch.');
    const [bidder] = await signUpBidders(testApp, 1);
    await placeBid(testApp, bidder!, productId, 1200.5).expect(200);
    expect(await preview()).toBe('Current bid Rs. 1200.50. A pocket watch.');
    await setEndtime(testApp, productId, new Date(Date.now() - 1000));
    expect(await preview()).toBe('Sold for Rs. 1200.50. A pocket watch.');

    const { productId: unsoldId } = await createAuction(testApp, { price: 700 });
    const [unsold] = await rename(unsoldId, { description: 'A compass.', endtime: new Date(Date.now() - 1000) });
    expect(/<meta property="og:description" content="([^"]*)"/.exec((await request(testApp.app).get(`/product/${unsold!.slug}`).expect(200)).text)?.[1]).toBe('Ended without a sale. A compass.');
  });

  it('escape a product named <script> everywhere it appears', async () => {
    const { productId } = await createAuction(testApp);
    const [row] = await rename(productId, { name: '<script>alert("x")</script>', description: `"quoted" & <b>bold</b>` });
    const page = await request(testApp.app).get(`/product/${row!.slug}`).expect(200);
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).not.toContain('<b>bold');
    expect(page.text).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; - BidHub</title>');
    expect(page.text).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
  });

  it('fall back to the plain page, marked missing, for an unknown product', async () => {
    const page = await request(testApp.app).get('/product/no-such-product').expect(404);
    expect(page.text).toContain('<title>BidHub - Online Auctions India</title>');
  });
});

describe("link previews of a category's page", () => {
  it('serve its title as the app writes it, a description and its canonical address, every value escaped', async () => {
    const admin = await signUpAdmin(testApp);
    const created = await request(testApp.app).post('/api/v1/category/create-category').set('Authorization', admin.token).send({ name: 'Pens & "Inks"' }).expect(201);
    const { slug } = created.body.category as { slug: string };
    const page = await request(testApp.app).get(`/category/${slug}`).set('Host', 'shop.example').expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('<title>Category - Pens &amp; &quot;Inks&quot; - BidHub</title>');
    expect(page.text).not.toContain('Online Auctions India');
    expect(page.text).toContain('<meta property="og:title" content="Pens &amp; &quot;Inks&quot; auctions" />');
    expect(page.text).toContain(`<link rel="canonical" href="http://shop.example/category/${slug}" />`);
    expect(page.text).toContain('<div id="root"></div>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points crawlers to the sitemap and away from the API', async () => {
    const robots = await request(testApp.app).get('/robots.txt').set('Host', 'shop.example').expect(200).expect('Content-Type', /text\/plain/);
    expect(robots.text).toContain('User-agent: *');
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain('Sitemap: http://shop.example/sitemap.xml');
  });

  it('the sitemap lists open auctions, not ended ones, with escaped URLs', async () => {
    const open = await createAuction(testApp);
    const ended = await createAuction(testApp, { endtime: new Date(Date.now() - 3600_000) });
    const [openRow] = await rename(open.productId, { slug: 'fish-&-chips' });
    const [endedRow] = await testApp.database.db.select({ slug: products.slug }).from(products).where(eq(products.id, ended.productId));
    const sitemap = await request(testApp.app).get('/sitemap.xml').set('Host', 'shop.example').expect(200).expect('Content-Type', /xml/);
    expect(sitemap.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The catalog by its own address: '/' only redirects to it.
    expect(sitemap.text).toContain('<loc>http://shop.example/home</loc>');
    expect(sitemap.text).not.toContain('<loc>http://shop.example/</loc>');
    expect(sitemap.text).toContain(`<loc>http://shop.example/product/${encodeURIComponent(openRow!.slug)}</loc>`);
    expect(sitemap.text).not.toContain(endedRow!.slug);
  });
});

describe('the origin absolute URLs start with', () => {
  it('When the Host header does not read as a host, then robots.txt names localhost rather than what was sent', async () => {
    for (const host of ['evil.example"><x', 'evil.example/x?']) {
      const robots = await request(testApp.app).get('/robots.txt').set('Host', host).expect(200);
      expect(robots.text).toContain('Sitemap: http://localhost/sitemap.xml');
    }
  });

  it('When PUBLIC_URL is set, then previews, robots.txt and the sitemap use it whatever Host a request names', async () => {
    const site = await createTestApp({ WEB_DIST_DIR: webDistDir, PUBLIC_URL: 'https://bidhub.example' });
    try {
      const { productId } = await createAuction(site, { price: 1500 });
      const slug = (await site.database.db.select({ slug: products.slug }).from(products).where(eq(products.id, productId)))[0]!.slug;
      const page = await request(site.app).get(`/product/${slug}`).set('Host', 'evil.example').expect(200);
      expect(page.text).toContain(`<meta property="og:url" content="https://bidhub.example/product/${slug}" />`);
      expect((await request(site.app).get('/robots.txt').set('Host', 'evil.example')).text).toContain('Sitemap: https://bidhub.example/sitemap.xml');
      expect((await request(site.app).get('/sitemap.xml').set('Host', 'evil.example')).text).toContain('<loc>https://bidhub.example/home</loc>');
    } finally {
      await site.close();
    }
  });
});
