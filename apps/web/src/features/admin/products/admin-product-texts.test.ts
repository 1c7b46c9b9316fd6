import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/product-fixture';
import { deletionWarning, earlyEndWarning, endedAuctionNote } from './admin-product-texts';

describe('deletionWarning', () => {
  it('When the lot ended in a sale, then the admin is told whose sale deleting it cancels', () => {
    const sold = productFixture({ status: 'closed', winner: 'asha@example.com', price: 3000, bidCount: 1 });
    expect(deletionWarning(sold)).toBe(
      'It was sold to asha@example.com for Rs. 3000: deleting it cancels that sale. Its photo and its 1 bid are deleted with it and no longer count; each bidder and watcher is told, and a copy of its bid history is kept for the bidders. This cannot be undone.',
    );
  });

  it('When the lot is still open, or has no bids, then no sale is mentioned', () => {
    expect(deletionWarning(productFixture({ status: 'open', winner: 'asha@example.com', bidCount: 3 }))).toMatch(/^Its photo and its 3 bids are deleted/);
    expect(deletionWarning(productFixture({ status: 'closed', winner: '', bidCount: 2 }))).toMatch(/^Its photo and its 2 bids are deleted/);
    expect(deletionWarning(productFixture({ bidCount: 0, watchers: 0 }))).toBe('Its photo is deleted with it. This cannot be undone.');
    expect(deletionWarning(productFixture({ bidCount: 0, watchers: 1 }))).toBe('Its photo is deleted with it; its 1 watcher is told. This cannot be undone.');
    expect(deletionWarning(productFixture({ bidCount: 0, watchers: 3 }))).toBe('Its photo is deleted with it; its 3 watchers are told. This cannot be undone.');
  });
});

describe('earlyEndWarning', () => {
  it('When the reserve is not met, then ending now is said to be no sale', () => {
    const belowReserve = productFixture({ hasReserve: true, reserveMet: false, price: 1000, bidCount: 1 });
    expect(earlyEndWarning(belowReserve)).toBe(
      'The end you chose has passed, so the auction ends at once, below its reserve price, so there is no sale (current bid Rs. 1000). It has 1 bid: once ended, it cannot be reopened.',
    );
  });

  it('When the reserve is met or there is none, then it ends at its current bid', () => {
    expect(earlyEndWarning(productFixture({ hasReserve: true, reserveMet: true, price: 2500, bidCount: 2 }))).toContain('ends at once, at its current bid of Rs. 2500. It has 2 bids');
  });
});

describe('endedAuctionNote', () => {
  it('When the auction is open, then there is no note', () => {
    expect(endedAuctionNote(productFixture({ status: 'open', bidCount: 2 }))).toBeUndefined();
  });

  it('When it has ended, then the note says how, and whether a new end can reopen it', () => {
    expect(endedAuctionNote(productFixture({ status: 'closed', winner: 'asha@example.com', price: 3000, bidCount: 2 }))).toBe(
      'This auction has ended, sold to asha@example.com for Rs. 3000. Having bids, it cannot be reopened or changed, only deleted.',
    );
    expect(endedAuctionNote(productFixture({ status: 'closed', winner: '', bidCount: 1 }))).toBe('This auction has ended, below its reserve price, with no sale. Having bids, it cannot be reopened or changed, only deleted, or offered again as a new auction.');
    expect(endedAuctionNote(productFixture({ status: 'closed', winner: '', bidCount: 0 }))).toBe('This auction has ended without bids. An end in the future reopens it.');
  });
});
