import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@bidhub/contracts';
import { productFixture } from '../../test/product-fixture';
import { BidProductForm } from './BidProductForm';

const bidder: PublicUser = { _id: 'u1', name: 'Asha', email: 'asha', phone: '9999999999', address: 'Pune', role: 0 };

describe('The /bid form', () => {
  it('When the amount is below the minimum, then the field says so before anything is sent, and read out with it', async () => {
    render(<BidProductForm product={productFixture({ bidCount: 1, price: 62400, minNextBid: 62500 })} bidder={bidder} onPlaced={() => {}} />);
    const amount = screen.getByLabelText('Your bid');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');

    const description = (amount.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain('Lower than the minimum bid of Rs. 62,500');
  });
});
