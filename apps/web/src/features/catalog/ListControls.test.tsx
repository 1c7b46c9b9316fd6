import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_SORTS } from '@bidhub/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ListControls } from './ListControls';
import { PLAIN_LIST } from './list-options';

describe('The price filter above a list', () => {
  it('When each band is chosen in turn, then the bands leave no price with paise between them', async () => {
    const onChange = vi.fn();
    render(<ListControls options={PLAIN_LIST} onChange={onChange} sorts={PRODUCT_SORTS} />);
    const price = screen.getByRole('combobox', { name: 'Price' });
    const labels = ['Under Rs. 1,000', 'Rs. 1,000 to 4,999', 'Rs. 5,000 to 19,999', 'Rs. 20,000 and more'];
    for (const label of labels) await userEvent.selectOptions(price, label);

    const bands = onChange.mock.calls.map(([changes]) => changes as { minPrice?: number; maxPrice?: number });
    expect(bands[0]).toEqual({ minPrice: 0, maxPrice: 999.99 });
    bands.slice(1).forEach((band, index) => expect(band.minPrice).toBe(Math.round((bands[index]!.maxPrice! + 0.01) * 100) / 100));
    expect(bands.at(-1)).toEqual({ minPrice: 20000, maxPrice: undefined });
  });
});
