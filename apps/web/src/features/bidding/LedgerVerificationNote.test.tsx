import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LedgerVerificationNote } from './LedgerVerificationNote';

describe('The ledger verification note', () => {
  it('When the chain checks out in the browser and on the server, then it is shown but not read out', () => {
    render(<LedgerVerificationNote browser="verified" server />);
    expect(screen.getByTestId('ledger-verification').textContent).toContain('Ledger verified in your browser');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('When the browser finds the chain broken, then it is read out at once', () => {
    render(<LedgerVerificationNote browser="failed" server />);
    expect(screen.getByRole('alert').textContent).toContain('Ledger verification FAILED');
  });

  it('When the server reports the chain broken, then it is read out at once', () => {
    render(<LedgerVerificationNote browser="verified" server={false} />);
    expect(screen.getByRole('alert').textContent).toContain('The server reports the chain BROKEN.');
  });

  it('When the page counts bids newer than the history checked, then the note says how far the check reached', () => {
    render(<LedgerVerificationNote browser="verified" server checked={{ rows: 41, unread: 2 }} />);
    expect(screen.getByTestId('ledger-verification').textContent).toContain('Checked up to bid 41; the newest 2 bids are still loading.');
  });

  it('When the history checked holds every bid the page counts, then the note says nothing of coverage', () => {
    render(<LedgerVerificationNote browser="verified" server checked={{ rows: 43, unread: 0 }} />);
    expect(screen.getByTestId('ledger-verification').textContent).not.toContain('Checked up to');
  });
});
