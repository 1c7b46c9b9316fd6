import { ledgerCanonicalText, GENESIS_HASH, type LedgerBid } from '@bidhub/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/modules/bidding/ledger.js';
import { appWithTwoBidders, auctionWithThreeBids, createAuction } from '../support/bidding-fixtures.js';
import { type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

const ledgerOf = (productId: string) => request(testApp.app).get(`/api/v1/product/${productId}/bids`);

const threeBidAuction = () => auctionWithThreeBids(testApp, alice, bob);

describe('GET /api/v1/product/{id}/bids', () => {
  it('When a product has bids, then they come newest first, with usernames, chained hashes and verified true', async () => {
    const productId = await threeBidAuction();
    const reply = await ledgerOf(productId).expect(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.verified).toBe(true);
    const bids = reply.body.bids as LedgerBid[];
    expect(bids.map(({ seq, amount, bidder }) => ({ seq, amount, bidder }))).toEqual([
      { seq: 3, amount: 1200.5, bidder: alice.user.email },
      { seq: 2, amount: 1050, bidder: bob.user.email },
      { seq: 1, amount: 1000, bidder: alice.user.email },
    ]);
    expect(bids[2]!.prevHash).toBe(GENESIS_HASH);
    expect(bids[1]!.prevHash).toBe(bids[2]!.hash);
    expect(bids[0]!.prevHash).toBe(bids[1]!.hash);
  });

  it('When a client recomputes a hash from the documented canonical text, then it matches the stored one', async () => {
    const productId = await threeBidAuction();
    const [newest] = (await ledgerOf(productId).expect(200)).body.bids as LedgerBid[];
    expect(newest!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(sha256Hex(ledgerCanonicalText({ ...newest!, productId }))).toBe(newest!.hash);
  });

  it('When a stored amount is altered in the database, then verified is false', async () => {
    const productId = await threeBidAuction();
    await testApp.database.db.execute(sql`update bids set amount = 1100 where product_id = ${productId} and sequence = 2`);
    expect((await ledgerOf(productId).expect(200)).body.verified).toBe(false);
  });

  it('When the newest ledger row is removed in the database, then verified is false', async () => {
    const productId = await threeBidAuction();
    await testApp.database.db.execute(sql`delete from bids where product_id = ${productId} and sequence = 3`);
    expect((await ledgerOf(productId).expect(200)).body.verified).toBe(false);
  });

  it('When a product has no bids, then the ledger is empty and verified', async () => {
    const { productId } = await createAuction(testApp);
    expect((await ledgerOf(productId).expect(200)).body).toEqual({ success: true, bids: [], verified: true });
  });

  it('When the product is unknown, then 404; when the id is malformed, then 400', async () => {
    expect((await ledgerOf('00000000-0000-4000-8000-000000000000').expect(404)).body).toEqual({
      success: false,
      message: 'Product not found',
    });
    await ledgerOf('nope').expect(400);
  });
});
