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
});
