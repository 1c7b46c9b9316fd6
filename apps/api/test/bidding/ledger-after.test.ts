import type { LedgerBid } from '@bidhub/contracts';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTwoBidders, auctionWithThreeBids } from '../support/bidding-fixtures.js';
import { type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

const ledgerOf = (productId: string, query = '') => request(testApp.app).get(`/api/v1/product/${productId}/bids${query}`);

const threeBidAuction = () => auctionWithThreeBids(testApp, alice, bob);

const tamper = (statement: ReturnType<typeof sql>) => testApp.database.db.execute(statement);

describe('GET /api/v1/product/{id}/bids?after=n', () => {
  it('When a page holds the first rows, then it gets only the newer ones, newest first, as the whole ledger has them, verified', async () => {
    const productId = await threeBidAuction();
    const whole = (await ledgerOf(productId).expect(200)).body.bids as LedgerBid[];
    const reply = await ledgerOf(productId, '?after=1').expect(200);
    expect(reply.body).toEqual({ success: true, bids: whole.slice(0, 2), verified: true });
    expect((await ledgerOf(productId, '?after=3').expect(200)).body).toEqual({ success: true, bids: [], verified: true });
    expect((await ledgerOf(productId, '?after=0').expect(200)).body).toEqual({ success: true, bids: whole, verified: true });
  });

  it('When a newer row was altered, then verified is false', async () => {
    const productId = await threeBidAuction();
    await tamper(sql`update bids set amount = 1300 where product_id = ${productId} and sequence = 3`);
    expect((await ledgerOf(productId, '?after=1').expect(200)).body.verified).toBe(false);
  });

  it('When the row the page holds last is gone, or the newest row is, then verified is false', async () => {
    const productId = await threeBidAuction();
    await tamper(sql`delete from bids where product_id = ${productId} and sequence = 2`);
    expect((await ledgerOf(productId, '?after=2').expect(200)).body.verified).toBe(false);
    const other = await threeBidAuction();
    await tamper(sql`delete from bids where product_id = ${other} and sequence = 3`);
    expect((await ledgerOf(other, '?after=1').expect(200)).body.verified).toBe(false);
  });

  it('When the product was read a bid before its rows (a bid landed between the two reads), then the longer chain still verifies', async () => {
    const productId = await threeBidAuction();
    await tamper(sql`update products set bid_count = 2 where id = ${productId}`);
    expect((await ledgerOf(productId).expect(200)).body.verified).toBe(true);
    expect((await ledgerOf(productId, '?after=1').expect(200)).body.verified).toBe(true);
  });

  it('When after is beyond the ledger or not a whole number of rows, then 400 with the reason, and nothing else', async () => {
    const productId = await threeBidAuction();
    expect((await ledgerOf(productId, '?after=4').expect(400)).body).toEqual({ success: false, message: 'after must be at most 3, the length of this ledger' });
    for (const [query, message] of [
      ['?after=-1', 'after must not be negative'],
      ['?after=1.5', 'after must be a whole number of ledger rows'],
      ['?after=two', 'after must be a whole number of ledger rows'],
      ['?after=1&after=2', 'after must be a whole number of ledger rows'],
      ['?after=1e308', 'after must be a whole number of ledger rows'],
      ['?after=0x2', 'after must be a whole number of ledger rows'],
      ['?after=1e0', 'after must be a whole number of ledger rows'],
      ['?after=%201', 'after must be a whole number of ledger rows'],
      ['?after=99999999999', 'after must be a whole number of ledger rows'],
    ] as const) {
      expect((await ledgerOf(productId, query).expect(400)).body, query).toEqual({ success: false, message });
    }
  });
});
