import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTwoBidders, createAuction, placeBid, readLedger } from '../support/bidding-fixtures.js';
import { type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

describe('Idempotency-Key on bids', () => {
  it('When a bid is retried with the same key, then the first reply comes back and nothing is placed twice', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const first = await placeBid(testApp, alice, productId, 1000, { idempotencyKey: 'retry-1' }).expect(200);
    const retry = await placeBid(testApp, alice, productId, 1000, { idempotencyKey: 'retry-1' }).expect(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await readLedger(testApp, productId)).bids).toHaveLength(1);
  });

  it('When the retry arrives after others have bid, then it still gets the first reply instead of being outbid', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const first = await placeBid(testApp, alice, productId, 1000, { idempotencyKey: 'late-retry' }).expect(200);
    await placeBid(testApp, bob, productId, 1050).expect(200);
    const retry = await placeBid(testApp, alice, productId, 1000, { idempotencyKey: 'late-retry' }).expect(200);
    expect(retry.body).toEqual(first.body);
    expect((await readLedger(testApp, productId)).bids).toHaveLength(2);
  });

  it('When ten requests with one key race, then exactly one bid is placed and all get its reply', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => placeBid(testApp, alice, productId, 1000, { idempotencyKey: 'race-key' })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    expect((await readLedger(testApp, productId)).bids).toHaveLength(1);
  });

  it('When one key races on two products, then one bid is placed and both requests get its reply', async () => {
    const first = await createAuction(testApp, { price: 1000 });
    const second = await createAuction(testApp, { price: 1000 });
    const replies = await Promise.all([
      placeBid(testApp, bob, first.productId, 1000, { idempotencyKey: 'two-products' }),
      placeBid(testApp, bob, second.productId, 1000, { idempotencyKey: 'two-products' }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies[1]!.body).toEqual(replies[0]!.body);
    const placed = (await readLedger(testApp, first.productId)).bids.length + (await readLedger(testApp, second.productId)).bids.length;
    expect(placed).toBe(1);
  });

  it('When another user sends the same key, then their bid is independent', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000, { idempotencyKey: 'shared-key' }).expect(200);
    const other = await placeBid(testApp, bob, productId, 1050, { idempotencyKey: 'shared-key' }).expect(200);
    expect(other.body.product).toMatchObject({ winner: bob.user.email, bidCount: 2 });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('When a bid refused by the rules is retried with its key, then the first refusal comes back and nothing is placed', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const first = await placeBid(testApp, alice, productId, 900, { idempotencyKey: 'too-low' }).expect(409);
    const retry = await placeBid(testApp, alice, productId, 5000, { idempotencyKey: 'too-low' }).expect(409);
    expect(retry.body).toEqual(first.body);
    expect(retry.body).toEqual({ success: false, message: 'Bid must be at least Rs. 1000' });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await readLedger(testApp, productId)).bids).toHaveLength(0);
    await placeBid(testApp, alice, productId, 5000, { idempotencyKey: 'a-new-attempt' }).expect(200);
  });

  it('When bad input is corrected and sent again with its key, then the retry is decided afresh', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000, { winner: 'someone-else', idempotencyKey: 'fix-typo' }).expect(400);
    await placeBid(testApp, alice, productId, 1000, { idempotencyKey: 'fix-typo' }).expect(200);
  });
});
