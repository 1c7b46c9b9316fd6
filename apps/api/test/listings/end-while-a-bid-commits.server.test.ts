import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@bidhub/contracts';
import { placeBid, readLedger } from '../support/bidding-fixtures.js';
import { createTestApp, signUp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';
import { createCategory, createProduct, productFields, sendForm } from '../products/catalog-fixtures.js';

/**
 * Deterministic, on the server engine (PGlite's one connection cannot interleave them): a third
 * connection holds the product's row lock, a bid queues behind it, then the admin's "end now" queues
 * behind the bid. The bid commits while the edit waits, and the edit must still see it.
 */
let testApp: TestApp;
let admin: SignedInUser;
let alice: SignedInUser;
let bob: SignedInUser;
let lenses: Category;
let holder: pg.Client;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  [alice, bob] = await Promise.all([signUp(testApp.app), signUp(testApp.app)]);
  lenses = await createCategory(testApp, admin, 'Lenses');
  holder = new pg.Client({ connectionString: testApp.databaseUrl });
  await holder.connect();
});
afterAll(async () => {
  await holder.end();
  await testApp.close();
});

/** Until this many other sessions of the test database wait for a lock. */
async function untilWaiting(sessions: number) {
  const waiting = async () =>
    Number((await holder.query(`select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].count);
  await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBe(sessions);
}

describe('An admin ends an auction while a bid on it is committing', () => {
  it('When the bid commits while the edit waits for the row, then the end is not before that bid and the bid wins', async () => {
    const product = await createProduct(testApp, admin, productFields(lenses._id, { name: 'Race End Lens', price: '1000' }));
    await placeBid(testApp, alice, product._id, 1000).expect(200);
    const requestedEnd = new Date(Date.now() - 1000).toISOString();

    await holder.query('begin');
    await holder.query('select 1 from products where id = $1 for update', [product._id]);
    const bid = placeBid(testApp, bob, product._id, 1100).then((reply) => reply);
    await untilWaiting(1);
    const edit = sendForm(request(testApp.app).put(`/api/v1/product/update-product/${product._id}`).set('Authorization', admin.token), productFields(lenses._id, { name: 'Race End Lens', price: '1000', endtime: requestedEnd })).then((reply) => reply);
    await untilWaiting(2);
    await holder.query('commit');

    expect((await bid).status).toBe(200);
    const edited = await edit;
    expect(edited.status).toBe(200);
    const ledger = await readLedger(testApp, product._id);
    const lastBid = ledger.bids[0]; // newest first
    expect(lastBid).toMatchObject({ amount: 1100 });
    expect(new Date(edited.body.product.endtime).getTime()).toBeGreaterThanOrEqual(new Date(lastBid.createdAt).getTime());
    expect(edited.body.product).toMatchObject({ status: 'closed', winner: bob.user.email, price: 1100 });
  });
});
