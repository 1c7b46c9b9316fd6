import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductNotFound } from './ProductNotFound';

const shown = (removed?: { _id: string; name: string; bidCount: number }) =>
  render(
    <MemoryRouter>
      <ProductNotFound removed={removed} />
    </MemoryRouter>,
  );

describe('The page of a lot that is not there', () => {
  it('When the lot on screen was removed meanwhile, then the page names it and opens the bid history kept of it', () => {
    shown({ _id: 'p1', name: 'Brass Telescope', bidCount: 2 });
    expect(screen.getByRole('heading', { name: 'Brass Telescope was removed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See its bid history' }).getAttribute('href')).toBe('/removed/p1');
  });

  it('When it had no bids, then there is no history to open; an unknown address says only that it is not found', () => {
    const { unmount } = shown({ _id: 'p1', name: 'Brass Telescope', bidCount: 0 });
    expect(screen.queryByRole('link', { name: 'See its bid history' })).toBeNull();
    unmount();
    shown();
    expect(screen.getByRole('heading', { name: 'Product not found' })).toBeTruthy();
  });
});
