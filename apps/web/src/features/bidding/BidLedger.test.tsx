import { createHash } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, ledgerCanonicalText, type LedgerBid } from '@bidhub/contracts';
import { BidLedger } from './BidLedger';

/** The first bid on lot p1, hashed as the server hashes it, so the browser's check passes. */
function firstBid(): LedgerBid {
  const fields = { seq: 1, amount: 1100, bidderId: 'u1', createdAt: '2030-01-01T10:00:00.000Z', prevHash: GENESIS_HASH, v: 2 as const, auto: false, kind: 'bid' as const };
  const hash = createHash('sha256').update(ledgerCanonicalText({ ...fields, productId: 'p1' })).digest('hex');
  return { ...fields, _id: 'b1', bidder: 'asha', hash };
}

describe('BidLedger', () => {
  it('When the page counts bids newer than the history it checked, then the verified note says how far the check reached', async () => {
    const ledger = { bids: [firstBid()], serverVerified: true, knownBidCount: 1 };
    render(<BidLedger productId="p1" ledger={ledger} error={undefined} product={{ bidCount: 3, price: 1300, winner: 'ravi', status: 'open' }} />);
    expect(await screen.findByText('Ledger verified in your browser')).toBeTruthy();
    expect(screen.getByText('Checked up to bid 1; the newest 2 bids are still loading.')).toBeTruthy();
  });
});
