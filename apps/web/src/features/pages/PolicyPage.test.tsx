import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyPage } from './PolicyPage';

describe('The privacy policy', () => {
  it('When a user reads it, then it says what every visitor sees of them (username, bids, wins, kept after removal), and what nobody does', () => {
    render(<PolicyPage />);
    expect(screen.getByRole('heading', { name: 'What everyone can see' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('your username, the amount and the time of each bid you place, and the auctions you win');
    expect(text).toContain('kept even if BidHub later removes the auction');
    expect(text).toContain('Your maximum bid is never shown');
    expect(text).toContain('Your name, mailing address and phone number are never shown to other users');
    // The register form asks for a username that is not an email address: the policy no longer calls it one.
    expect(text).not.toContain('email address (your username)');
  });
});
