import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_LIMITS, wishlistMergeResponseSchema, wishlistResponseSchema } from '@bidhub/contracts';
import { categories, products } from '../../src/db/schema.js';
import { createAuction, placeBid } from '../support/bidding-fixtures.js';
import { createTestApp, signUp, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const bearer = (user: SignedInUser) => ({ Authorization: `Bearer ${user.token}` });
const watch = (user: SignedInUser, productId: string) => request(testApp.app).put(`/api/v1/wishlist/${productId}`).set(bearer(user));
const readList = (user: SignedInUser) => request(testApp.app).get('/api/v1/wishlist').set(bearer(user)).expect(200);
const listedProduct = async (productId: string) => {
  const list = await request(testApp.app).get('/api/v1/product/get-product?limit=100').expect(200);
  return list.body.products.find((product: { _id: string }) => product._id === productId);
};

/** Products enough to fill a watchlist, written straight to the database: the API would take a request each. */
async function manyProducts(howMany: number): Promise<string[]> {
  const unique = randomUUID().slice(0, 8);
  const [category] = await testApp.database.db.insert(categories).values({ name: `Many ${unique}`, slug: `many-${unique}` }).returning();
  const rows = await testApp.database.db
    .insert(products)
    .values(
      Array.from({ length: howMany }, (_, index) => ({
        name: `Watched lot ${unique} ${index}`,
        slug: `watched-lot-${unique}-${index}`,
        description: 'A lot to watch',
        price: 100,
        startingPrice: 100,
        endtime: new Date(Date.now() + 24 * 3600_000),
        categoryId: category!.id,
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

describe('the account watchlist', () => {
  it('is for signed-in users only', async () => {
    const { productId } = await createAuction(testApp);
    await request(testApp.app).get('/api/v1/wishlist').expect(401);
    await request(testApp.app).put(`/api/v1/wishlist/${productId}`).expect(401);
    await request(testApp.app).delete(`/api/v1/wishlist/${productId}`).expect(401);
    await request(testApp.app).post('/api/v1/wishlist/merge').send({ productIds: [productId] }).expect(401);
  });

  it('is never stored by a browser: its serverTime would make a reused copy count down from the past', async () => {
    const user = await signUp(testApp.app);
    expect((await readList(user)).headers['cache-control']).toBe('no-store');
  });

  it('adds idempotently, lists current products and counts watchers once per account', async () => {
    const [alice, bob] = [await signUp(testApp.app), await signUp(testApp.app)];
    const { productId } = await createAuction(testApp, { price: 1000 });
    await watch(alice, productId).expect(200);
    await watch(alice, productId).expect(200);
    await watch(bob, productId).expect(200);
    expect((await listedProduct(productId)).watchers).toBe(2);

    await placeBid(testApp, bob, productId, 1100).expect(200);
    const list = wishlistResponseSchema.parse((await readList(alice)).body);
    expect(list.products.map((product) => [product._id, product.price, product.bidCount, product.watchers])).toEqual([[productId, 1100, 1, 2]]);
  });

  it('takes a product id written in upper case as the same id, as every other route does', async () => {
    const alice = await signUp(testApp.app);
    const { productId } = await createAuction(testApp);
    const upper = productId.toUpperCase();
    expect((await watch(alice, upper).expect(200)).body.products.map((product: { _id: string }) => product._id)).toEqual([productId]);
    await request(testApp.app).delete(`/api/v1/wishlist/${upper}`).set(bearer(alice)).expect(200);
    const merged = await request(testApp.app).post('/api/v1/wishlist/merge').set(bearer(alice)).send({ productIds: [upper] }).expect(200);
    expect(merged.body.skipped).toEqual([]);
    expect(merged.body.products.map((product: { _id: string }) => product._id)).toEqual([productId]);
  });

  it('removes, idempotently, and the watcher count follows', async () => {
    const alice = await signUp(testApp.app);
    const { productId } = await createAuction(testApp);
    await watch(alice, productId).expect(200);
    await request(testApp.app).delete(`/api/v1/wishlist/${productId}`).set(bearer(alice)).expect(200);
    const again = await request(testApp.app).delete(`/api/v1/wishlist/${productId}`).set(bearer(alice)).expect(200);
    expect(again.body.products).toEqual([]);
    expect((await listedProduct(productId)).watchers).toBe(0);
  });

  it('answers 404 for an unknown product (to add or to remove) and 400 for a malformed id, changing nothing', async () => {
    const alice = await signUp(testApp.app);
    const missing = await watch(alice, randomUUID()).expect(404);
    expect(missing.body).toMatchObject({ success: false, message: 'Product not found' });
    const unwatched = await request(testApp.app).delete(`/api/v1/wishlist/${randomUUID()}`).set(bearer(alice)).expect(404);
    expect(unwatched.body).toEqual({ success: false, message: 'Product not found' });
    const malformed = await watch(alice, 'not-an-id').expect(400);
    expect(malformed.body.success).toBe(false);
    expect((await readList(alice)).body.products).toEqual([]);
  });

  it('merges a browser cart: duplicates once, unknown ids skipped and named', async () => {
    const alice = await signUp(testApp.app);
    const [first, second] = [await createAuction(testApp), await createAuction(testApp)];
    await watch(alice, first.productId).expect(200);
    const unknown = randomUUID();
    const reply = await request(testApp.app)
      .post('/api/v1/wishlist/merge')
      .set(bearer(alice))
      .send({ productIds: [first.productId, second.productId, second.productId, unknown] })
      .expect(200);
    const merged = wishlistMergeResponseSchema.parse(reply.body);
    expect(merged.products.map((product) => product._id).sort()).toEqual([first.productId, second.productId].sort());
    expect(merged.skipped).toEqual([unknown]);
    expect((await listedProduct(second.productId)).watchers).toBe(1);
  });

  it('keeps the order of a merged cart: the list, newest first, ends with its first lot', async () => {
    const alice = await signUp(testApp.app);
    const ids = await manyProducts(6);
    await request(testApp.app).post('/api/v1/wishlist/merge').set(bearer(alice)).send({ productIds: ids }).expect(200);
    expect((await readList(alice)).body.products.map((product: { _id: string }) => product._id)).toEqual([...ids].reverse());
  });

  it('answers 404 Product not found when no id names a product, and adds nothing', async () => {
    const alice = await signUp(testApp.app);
    const reply = await request(testApp.app).post('/api/v1/wishlist/merge').set(bearer(alice)).send({ productIds: [randomUUID(), randomUUID()] }).expect(404);
    expect(reply.body).toEqual({ success: false, message: 'Product not found' });
    expect((await readList(alice)).body.products).toEqual([]);
    const empty = await request(testApp.app).post('/api/v1/wishlist/merge').set(bearer(alice)).send({ productIds: [] }).expect(200);
    expect(empty.body.products).toEqual([]);
  });

  it('refuses a merge over the bound or with a malformed id', async () => {
    const alice = await signUp(testApp.app);
    const tooMany = Array.from({ length: WISHLIST_LIMITS.maxMergeIds + 1 }, () => randomUUID());
    const over = await request(testApp.app).post('/api/v1/wishlist/merge').set(bearer(alice)).send({ productIds: tooMany }).expect(400);
    expect(over.body.message).toContain(`at most ${WISHLIST_LIMITS.maxMergeIds}`);
    await request(testApp.app).post('/api/v1/wishlist/merge').set(bearer(alice)).send({ productIds: ['x'] }).expect(400);
    await request(testApp.app).post('/api/v1/wishlist/merge').set(bearer(alice)).send({}).expect(400);
  });

  it(`holds at most ${WISHLIST_LIMITS.maxWatched} products: one more, alone or in a merge, is a 409 that adds nothing`, async () => {
    const alice = await signUp(testApp.app);
    const ids = await manyProducts(WISHLIST_LIMITS.maxWatched + 2);
    const merge = (productIds: string[]) => request(testApp.app).post('/api/v1/wishlist/merge').set(bearer(alice)).send({ productIds });
    for (let start = 0; start < WISHLIST_LIMITS.maxWatched; start += WISHLIST_LIMITS.maxMergeIds) {
      await merge(ids.slice(start, Math.min(start + WISHLIST_LIMITS.maxMergeIds, WISHLIST_LIMITS.maxWatched))).expect(200);
    }
    const full = { success: false, message: `Your watchlist holds at most ${WISHLIST_LIMITS.maxWatched} products: remove one to watch another` };
    expect((await watch(alice, ids[500]!).expect(409)).body).toEqual(full);
    expect((await merge([ids[0]!, ids[500]!, ids[501]!]).expect(409)).body).toEqual(full);
    expect((await request(testApp.app).get(`/api/v1/product/get-product/${ids[500]}`).expect(200)).body.product.watchers).toBe(0);
    expect((await readList(alice)).body.products).toHaveLength(WISHLIST_LIMITS.maxWatched);

    // Watching one already on the list changes nothing, so it is no refusal; removing one makes room.
    await watch(alice, ids[0]!).expect(200);
    await request(testApp.app).delete(`/api/v1/wishlist/${ids[0]}`).set(bearer(alice)).expect(200);
    const added = await watch(alice, ids[500]!).expect(200);
    expect(added.body.products[0]._id).toBe(ids[500]);
  });

  it('drops the watch when the product is deleted', async () => {
    const alice = await signUp(testApp.app);
    const { productId, seller } = await createAuction(testApp);
    await watch(alice, productId).expect(200);
    await request(testApp.app).delete(`/api/v1/product/delete-product/${productId}`).set(bearer(seller)).expect(200);
    expect((await readList(alice)).body.products).toEqual([]);
  });
});
