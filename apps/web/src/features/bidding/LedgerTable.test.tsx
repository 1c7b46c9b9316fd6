import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('When new bids arrive while an older page is open, then it keeps the rows it shows, and Newest and Oldest jump to either end', async () => {
    const ledger = (count: number) => Array.from({ length: count }, (_, index) => row(count - index, 'ravi', 1000 + count - index, false)).map((bid) => ({ ...bid, _id: `b${bid.seq}` }));
    const firstSeq = () => screen.getAllByRole('row')[1]!.querySelector('td')!.textContent;
    const { rerender } = render(<LedgerTable bids={ledger(25)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Older bids' }));
    expect(firstSeq()).toBe('15');

    rerender(<LedgerTable bids={ledger(28)} />);
    expect(firstSeq()).toBe('15');
    // Newer from the page after the first is the first: the newest bids, these three among them.
    await userEvent.click(screen.getByRole('button', { name: 'Newer bids' }));
    expect(firstSeq()).toBe('28');

    await userEvent.click(screen.getByRole('button', { name: 'Oldest' }));
    expect(firstSeq()).toBe('8');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Newest' }));
    expect(firstSeq()).toBe('28');
  });
});
