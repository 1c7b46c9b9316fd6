import type { LedgerBid } from '@bidhub/contracts';
import { describe, expect, it } from 'vitest';
import { agreesWithProduct, namesAreConsistent } from './ledger-agreement';

const row = (seq: number, amount: number, bidder: string, bidderId: string): LedgerBid => ({
  _id: `b${seq}`,
  seq,
  amount,
  bidder,
  bidderId,
  createdAt: '2026-11-30T00:00:00.000Z',
  prevHash: '0',
  hash: '1',
  v: 2,
  auto: false,
  kind: 'bid',
});
/** Newest first, as the API sends it. */
const LEDGER = [row(3, 1200, 'asha', 'u1'), row(2, 1100, 'ravi', 'u2'), row(1, 1000, 'asha', 'u1')];

describe('namesAreConsistent', () => {
  it('When every bidder id keeps one name, then the names stand', () => {
    expect(namesAreConsistent(LEDGER)).toBe(true);
  });

  it("When one id is shown under another name in a row (the name is not hashed), then they do not", () => {
    expect(namesAreConsistent([row(3, 1200, 'ravi', 'u1'), ...LEDGER.slice(1)])).toBe(false);
  });

  it("When a bidder's only row is shown under another bidder's name, then they do not", () => {
    expect(namesAreConsistent([row(3, 1200, 'ravi', 'u3'), ...LEDGER.slice(1)])).toBe(false);
  });
});

describe('agreesWithProduct', () => {
  it("When the product's price and winner are the newest row's, then they agree", () => {
    expect(agreesWithProduct(LEDGER, { bidCount: 3, price: 1200, winner: 'asha' })).toBe(true);
    // Below the reserve the page names no winner.
    expect(agreesWithProduct(LEDGER, { bidCount: 3, price: 1200, winner: '' })).toBe(true);
  });

  it('When the product shows another price or winner than the newest row, then they do not', () => {
    expect(agreesWithProduct(LEDGER, { bidCount: 3, price: 9999, winner: 'asha' })).toBe(false);
    expect(agreesWithProduct(LEDGER, { bidCount: 3, price: 1200, winner: 'ravi' })).toBe(false);
  });

  it('When the two reads tell of different numbers of bids, then nothing is compared', () => {
    expect(agreesWithProduct(LEDGER, { bidCount: 4, price: 1300, winner: 'ravi' })).toBe(true);
    expect(agreesWithProduct([], { bidCount: 0, price: 1000, winner: '' })).toBe(true);
  });
});
