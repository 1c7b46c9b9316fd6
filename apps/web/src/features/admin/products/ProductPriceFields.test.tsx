import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductPriceFields } from './ProductPriceFields';
import { emptyProductForm } from './product-form-values';

const reserveHintOf = (updating: boolean) => {
  render(<ProductPriceFields id="form" values={emptyProductForm} errors={{}} onChange={() => undefined} updating={updating} />);
  return screen.getByLabelText('Reserve price (optional)').getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
};

describe('The reserve price hint', () => {
  it('When a product is created, then the hint says what a reserve does and nothing about updates', () => {
    expect(reserveHintOf(false)).toBe('No sale below this amount; bidders see only whether it is met.');
  });

  it('When a product is updated, then the hint also says that clearing the field removes the reserve', () => {
    expect(reserveHintOf(true)).toBe('No sale below this amount; bidders see only whether it is met. Cleared, the lot has no reserve.');
  });
});

describe('The price fields once bidders have bid', () => {
  it('When a lot has bids, then Buy It Now is closed too, saying why, as the price and the reserve are', () => {
    const locked = { price: 'Locked: price', reserve: 'Locked: reserve', buyNow: 'Closed: 2 bids have been placed, and Buy It Now ends with the first bid.' };
    render(<ProductPriceFields id="form" values={emptyProductForm} errors={{}} onChange={() => undefined} updating lockedByBids={locked} />);
    const buyNow = screen.getByLabelText('Buy It Now price (optional)');
    expect(buyNow).toHaveProperty('disabled', true);
    expect(screen.getByText(locked.buyNow)).toBeTruthy();
  });
});
