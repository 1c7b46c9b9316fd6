import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../src/db/schema.js';
import { createTestApp, signUp, signUpAdmin, type SignedInUser, type TestApp } from './test-app.js';

export interface AuctionFixture {
  productId: string;
  seller: SignedInUser;
}

export interface AuctionOptions {
  price?: number;
  /** Defaults to a day from now. */
  endtime?: Date;
  seller?: SignedInUser;
  reservePrice?: number;
  buyNowPrice?: number;
}

/**
 * A product written straight through drizzle, so bidding tests do not depend on the catalog API:
 * a fresh category and a product created by an admin.
 */
export async function createAuction(testApp: TestApp, { price = 1000, endtime, seller, reservePrice, buyNowPrice }: AuctionOptions = {}): Promise<AuctionFixture> {
  const owner = seller ?? (await signUpAdmin(testApp));
  const unique = randomUUID().slice(0, 8);
  const [category] = await testApp.database.db
    .insert(categories)
    .values({ name: `Category ${unique}`, slug: `category-${unique}` })
    .returning();
  const [product] = await testApp.database.db
    .insert(products)
    .values({
      name: `Lot ${unique}`,
      slug: `lot-${unique}`,
      description: `An auction lot for bidding tests (${unique})`,
      price,
      startingPrice: price,
      endtime: endtime ?? new Date(Date.now() + 24 * 3600_000),
      categoryId: category!.id,
      createdBy: owner.user._id,
      reservePrice: reservePrice ?? null,
      buyNowPrice: buyNowPrice ?? null,
    })
    .returning();
  // What the app announces after its own writes, so that cached lists show the product.
  testApp.liveBus.publishCatalogChange('products');
  return { productId: product!.id, seller: owner };
}

/** Moves an auction's end, as time passing would. */
export async function setEndtime(testApp: TestApp, productId: string, endtime: Date): Promise<void> {
  await testApp.database.db.update(products).set({ endtime }).where(eq(products.id, productId));
  testApp.liveBus.publishCatalogChange('products');
}

export async function signUpBidders(testApp: TestApp, count: number): Promise<SignedInUser[]> {
  return Promise.all(Array.from({ length: count }, () => signUp(testApp.app)));
}

/** Two signed-up bidders, the pair most rules need: one leading, one answering. */
export async function signUpTwoBidders(testApp: TestApp): Promise<[SignedInUser, SignedInUser]> {
  return Promise.all([signUp(testApp.app), signUp(testApp.app)]);
}

/** A fresh app (in-process unless another factory is given) with Alice and Bob signed up: a test file's market. */
export async function appWithTwoBidders<App extends TestApp>(create: () => Promise<App> = createTestApp as () => Promise<App>) {
  const testApp = await create();
  const [alice, bob] = await signUpTwoBidders(testApp);
  return { testApp, alice, bob };
}

export interface BidOptions {
  winner?: string;
  idempotencyKey?: string;
  maxBid?: number | string;
}

/** PUT /product/bid-product/{id} as JSON, confirming with the bidder's own username by default. */
export function placeBid(testApp: TestApp, bidder: SignedInUser, productId: string, price: number | string, options: BidOptions = {}) {
  const call = request(testApp.app)
    .put(`/api/v1/product/bid-product/${productId}`)
    .set('Authorization', bidder.token)
    .send({ price, winner: options.winner ?? bidder.user.email, ...(options.maxBid !== undefined && { maxBid: options.maxBid }) });
  return options.idempotencyKey === undefined ? call : call.set('Idempotency-Key', options.idempotencyKey);
}

/** POST /product/{id}/buy-now, confirming with the buyer's own username by default. */
export function buyNow(testApp: TestApp, buyer: SignedInUser, productId: string, winner = buyer.user.email) {
  return request(testApp.app).post(`/api/v1/product/${productId}/buy-now`).set('Authorization', buyer.token).send({ winner });
}

/** GET /product/{id}/bids: the product's ledger as any visitor reads it. */
export async function readLedger(testApp: TestApp, productId: string) {
  return (await request(testApp.app).get(`/api/v1/product/${productId}/bids`).expect(200)).body;
}

/** An auction at Rs. 1000 with three accepted bids (1000 by `first`, 1050 by `second`, 1200.50 by `first`): a ledger to check. */
export async function auctionWithThreeBids(testApp: TestApp, first: SignedInUser, second: SignedInUser): Promise<string> {
  const { productId } = await createAuction(testApp, { price: 1000 });
  await placeBid(testApp, first, productId, 1000).expect(200);
  await placeBid(testApp, second, productId, 1050).expect(200);
  await placeBid(testApp, first, productId, 1200.5).expect(200);
  return productId;
}
