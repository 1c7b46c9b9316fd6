import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { BuyNow } from './BuyNow';

describe('BuyNow', () => {
  it('When the server refuses the re-entered username, then the dialog says so beside the field, not only in a toast', async () => {
    const refusal = 'The re-entered username does not match your username';
    fakeServer(() => ({ status: 400, data: { success: false, message: refusal } }));
    render(<BuyNow product={productFixture({ buyNowPrice: 2500 })} onBought={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy It Now for Rs. 2500' }));
    await userEvent.type(screen.getByLabelText('Re-enter your Username to Confirm'), 'someone-else');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText('Re-enter your Username to Confirm').getAttribute('aria-invalid')).toBe('true');
  });

  it('When the dialog opens, then a screen reader is given what buying does along with its title', async () => {
    render(<BuyNow product={productFixture({ buyNowPrice: 2500 })} onBought={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy It Now for Rs. 2500' }));
    expect(screen.getByRole('dialog', { name: 'Buy it now for Rs. 2500?', description: 'The auction ends at once and the lot is yours.' })).toBeTruthy();
  });
});
