import { createHash } from 'node:crypto';
import { GENESIS_HASH, ROLE, ledgerCanonicalText, minimumNextBidPaise, toPaise, toRupees } from '@bidhub/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, categories, productPhotos, products, users } from '../../src/db/schema.js';
import { seedDemoData, type DemoSeedSummary } from '../../src/modules/demo-data/seed-demo-data.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { capturePrints, credentialsIn, silentLogger } from './demo-fixtures.js';

let testApp: TestApp;
let summary: DemoSeedSummary | undefined;
const seededAt = new Date();
const output = capturePrints();

beforeAll(async () => {
  testApp = await createTestApp();
  summary = await seedDemoData(testApp.database.db, silentLogger, { now: seededAt, print: output.print });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const allProducts = () => db().select().from(products);

describe('seedDemoData on an empty database', () => {
  it('When it runs, then it reports what it created', () => {
    expect(summary).toMatchObject({ categories: expect.any(Number), products: expect.any(Number), bids: expect.any(Number) });
    expect(summary!.categories).toBeGreaterThanOrEqual(6);
    expect(summary!.products).toBeGreaterThanOrEqual(40);
  });

  it('When it runs, then there are at least 6 categories with unique slugs', async () => {
    const rows = await db().select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['Cameras', 'Watches', 'Art', 'Books', 'Electronics', 'Collectibles']));
  });

  it('When it runs, then 40+ products with descriptions and prices from hundreds of rupees to lakhs exist, several of them cameras', async () => {
    const rows = await allProducts();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) expect(row.description.split(/[.!?](\s|$)/).filter((part) => part.trim().length > 0).length).toBeGreaterThanOrEqual(2);
    const startingPrices = rows.map((row) => row.startingPrice);
    expect(Math.min(...startingPrices)).toBeLessThanOrEqual(5000);
    expect(Math.max(...startingPrices)).toBeGreaterThanOrEqual(200_000);
    expect(rows.filter((row) => /camera/i.test(row.name)).length).toBeGreaterThanOrEqual(3);
  });

  it('When a newcomer opens the first page and searches the typo camra, then 12 demo cards and the demo cameras show', async () => {
    const firstPage = await request(testApp.app).get('/api/v1/product/product-list/1').expect(200);
    expect(firstPage.body.products).toHaveLength(12);
    const found = await request(testApp.app).get('/api/v1/product/search/camra').expect(200);
    const names: string[] = found.body.map((product: { name: string }) => product.name);
    expect(names.filter((name) => /camera/i.test(name)).length).toBeGreaterThanOrEqual(3);
    expect(names).toEqual(expect.arrayContaining(['Vintage Film Camera', 'Mirrorless Camera Body']));
  });

  it('When it runs, then every product has a photo that is served as a WebP with its version as ETag', async () => {
    const rows = await allProducts();
    const originals = await db().select().from(productPhotos).where(eq(productPhotos.width, 0));
    expect(originals).toHaveLength(rows.length);
    for (const row of rows) expect(row.photoVersion).toBe(originals.find((photo) => photo.productId === row.id)?.etag);

    const response = await request(testApp.app).get(`/api/v1/product/product-photo/${rows[0]!.id}`).query({ w: '320' }).expect(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['etag']).toMatch(/^"[0-9a-f]+"$/);
    expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });

  it('When it runs, then some auctions have ended with a winner, one ended unsold, and open ones span days, some with bids', async () => {
    const rows = await allProducts();
    const now = seededAt.getTime();
    const ended = rows.filter((row) => row.endtime.getTime() <= now);
    const open = rows.filter((row) => row.endtime.getTime() > now);
    expect(ended.filter((row) => row.winner !== '' && row.winnerId !== null && row.bidCount > 0).length).toBeGreaterThanOrEqual(5);
    expect(ended.some((row) => row.bidCount === 0 && row.winner === '' && row.winnerId === null)).toBe(true);
    expect(open.filter((row) => row.bidCount > 0).length).toBeGreaterThanOrEqual(3);
    expect(open.filter((row) => row.bidCount === 0).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...open.map((row) => row.endtime.getTime())) - now).toBeGreaterThan(5 * 86_400_000);
    expect(Math.min(...open.map((row) => row.endtime.getTime())) - now).toBeLessThan(86_400_000);
  });

  it('When a visitor browses the open lots, then some offer Buy It Now (none with bids) and some show a reserve, met or not', async () => {
    const { body } = await request(testApp.app).get('/api/v1/product/get-product?status=open&limit=100').expect(200);
    const open = body.products as { buyNowPrice: number | null; bidCount: number; hasReserve: boolean; reserveMet: boolean }[];
    const offering = open.filter((product) => product.buyNowPrice !== null);
    expect(offering.length).toBeGreaterThanOrEqual(2);
    for (const product of offering) expect(product.bidCount).toBe(0);
    expect(open.some((product) => product.hasReserve && !product.reserveMet && product.bidCount > 0)).toBe(true);
    expect(open.some((product) => product.hasReserve && product.reserveMet)).toBe(true);
  });

  it('When it runs, then each product ledger is a verifiable hash chain that agrees with the product', async () => {
    const rows = await allProducts();
    const ledger = await db().select().from(bids).orderBy(asc(bids.productId), asc(bids.sequence));
    const bidders = await db().select({ id: users.id, email: users.email }).from(users);
    const usernameOf = new Map(bidders.map((user) => [user.id, user.email]));
    expect(ledger.length).toBe(summary!.bids);

    for (const product of rows) {
      const chain = ledger.filter((bid) => bid.productId === product.id);
      expect(chain).toHaveLength(product.bidCount);
      let prevHash = GENESIS_HASH;
      let price = toPaise(product.startingPrice);
      chain.forEach((bid, index) => {
        expect(bid.sequence).toBe(index + 1);
        expect(bid.prevHash).toBe(prevHash);
        const text = ledgerCanonicalText({ prevHash, productId: product.id, bidderId: bid.bidderId, amount: bid.amount, createdAt: bid.createdAt.toISOString(), seq: bid.sequence });
        expect(bid.hash).toBe(createHash('sha256').update(text).digest('hex'));
        expect(toPaise(bid.amount)).toBeGreaterThanOrEqual(minimumNextBidPaise(price, index));
        expect(bid.createdAt.getTime()).toBeLessThan(Math.min(product.endtime.getTime(), seededAt.getTime()));
        expect(bid.createdAt.getTime()).toBeGreaterThan(product.createdAt.getTime());
        expect(bid.bidderId).not.toBe(product.createdBy);
        prevHash = bid.hash;
        price = toPaise(bid.amount);
      });
      const last = chain.at(-1);
      expect(product.price).toBe(last ? last.amount : product.startingPrice);
      expect(product.winnerId).toBe(last?.bidderId ?? null);
      expect(product.winner).toBe(last ? usernameOf.get(last.bidderId) : '');
    }
  });

  it('When the ledger API checks every seeded auction with bids, then each chain is verified', async () => {
    const withBids = (await allProducts()).filter((row) => row.bidCount > 0);
    for (const product of withBids) {
      const response = await request(testApp.app).get(`/api/v1/product/${product.id}/bids`).expect(200);
      expect(response.body).toMatchObject({ success: true, verified: true });
      expect(response.body.bids).toHaveLength(product.bidCount);
    }
  });

  it('When a demo bidder bids the minimum on an open seeded auction, then the bidding engine accepts it and the chain still verifies', async () => {
    const [bidder] = credentialsIn(output.printed[0]!).filter((account) => account.role === 'bidder');
    const login = await request(testApp.app).post('/api/v1/auth/login').send({ email: bidder!.username, password: bidder!.password }).expect(200);
    const product = (await allProducts()).find((row) => row.endtime.getTime() > Date.now() + 3_600_000 && row.bidCount > 0 && row.winner !== bidder!.username)!;
    const minimum = toRupees(minimumNextBidPaise(toPaise(product.price), product.bidCount));

    const bid = await request(testApp.app)
      .put(`/api/v1/product/bid-product/${product.id}`)
      .set('Authorization', login.body.token)
      .send({ price: minimum, winner: bidder!.username })
      .expect(200);
    expect(bid.body.product).toMatchObject({ price: minimum, winner: bidder!.username, bidCount: product.bidCount + 1 });
    expect((await request(testApp.app).get(`/api/v1/product/${product.id}/bids`).expect(200)).body.verified).toBe(true);
  });

  it("When a demo bidder lists their bids, then each shows their standing maximum, as a bid placed now would", async () => {
    const [bidder] = credentialsIn(output.printed[0]!).filter((account) => account.role === 'bidder');
    const login = await request(testApp.app).post('/api/v1/auth/login').send({ email: bidder!.username, password: bidder!.password }).expect(200);
    const { bids: mine } = (await request(testApp.app).get('/api/v1/product/my-bids').set('Authorization', login.body.token).expect(200)).body as { bids: { myHighestBid: number; myMaxBid: number | null }[] };
    expect(mine.length).toBeGreaterThan(0);
    for (const bid of mine) expect(bid.myMaxBid).toBe(bid.myHighestBid);
  });

  it('When it runs, then the credentials are printed once, with a reminder to change them', () => {
    expect(output.printed).toHaveLength(1);
    expect(output.printed[0]).toMatch(/change them in the profile page/);
    expect(credentialsIn(output.printed[0]!)).toHaveLength(3);
  });

  it('When the printed passwords are used, then the admin and the two bidders sign in with their roles', async () => {
    const credentials = credentialsIn(output.printed[0]!);
    expect(credentials.map((account) => account.role)).toEqual(['admin', 'bidder', 'bidder']);
    for (const { role, username, password } of credentials) {
      const login = await request(testApp.app).post('/api/v1/auth/login').send({ email: username, password }).expect(200);
      expect(login.body.user.role).toBe(role === 'admin' ? ROLE.admin : ROLE.user);
      await request(testApp.app)
        .get('/api/v1/auth/admin-auth')
        .set('Authorization', login.body.token)
        .expect(role === 'admin' ? 200 : 403);
    }
    const others = await db().select().from(users).where(inArray(users.email, credentials.map((account) => account.username)));
    expect(others).toHaveLength(3);
  });

  it('When the admin listed the products, then every product was created by the demo admin', async () => {
    const [admin] = await db().select().from(users).where(eq(users.role, ROLE.admin));
    const rows = await allProducts();
    expect(rows.every((row) => row.createdBy === admin!.id)).toBe(true);
  });

  it('When it runs again on the now non-empty catalog, then it adds nothing and prints nothing', async () => {
    const again = capturePrints();
    const countsBefore = [(await allProducts()).length, (await db().select().from(users)).length, (await db().select().from(bids)).length];
    expect(await seedDemoData(db(), silentLogger, { print: again.print })).toBeUndefined();
    const countsAfter = [(await allProducts()).length, (await db().select().from(users)).length, (await db().select().from(bids)).length];
    expect(countsAfter).toEqual(countsBefore);
    expect(again.printed).toEqual([]);
  });
});
