import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LedgerBid } from '@bidhub/contracts';
import { formatZonedMoment } from '../../lib/format';
import { AUTOMATIC_EXPLAINED, LedgerTable } from './LedgerTable';

const row = (seq: number, bidder: string, amount: number, auto: boolean): LedgerBid => ({
  _id: `b${seq}`,
  seq,
  amount,
  bidder,
  bidderId: `u-${bidder}`,
  createdAt: `2030-01-01T10:0${seq}:00.000Z`,
  prevHash: '0'.repeat(64),
  hash: String(seq).repeat(64),
  v: 2,
  auto,
  kind: 'bid',
});

describe('LedgerTable', () => {
  it('When an automatic bid matches the bid before it, then the history says why the earlier maximum leads', () => {
    render(<LedgerTable bids={[row(2, 'asha', 3000, true), row(1, 'ravi', 3000, false)]} />);
    expect(screen.getByText('asha (automatic)')).toBeTruthy();
    expect(screen.getByText(AUTOMATIC_EXPLAINED)).toBeTruthy();
  });

  it('When no bid is automatic, then there is nothing to explain', () => {
    render(<LedgerTable bids={[row(2, 'asha', 3100, false), row(1, 'ravi', 3000, false)]} />);
    expect(screen.queryByText(AUTOMATIC_EXPLAINED)).toBeNull();
  });

  it('When an open lot has no bid yet, then the history invites the first; once it has ended, it says none was placed', () => {
    const { rerender } = render(<LedgerTable bids={[]} />);
    expect(screen.getByText('No bids yet: the first one may equal the starting price.')).toBeTruthy();
    rerender(<LedgerTable bids={[]} ended />);
    expect(screen.getByText('No bids were placed.')).toBeTruthy();
  });

  it("When a bid's time is shown, then it names the viewer's zone, as the auction's end does", () => {
    render(<LedgerTable bids={[row(1, 'ravi', 3000, false)]} />);
    expect(screen.getByText(formatZonedMoment('2030-01-01T10:01:00.000Z'))).toBeTruthy();
  });
});
