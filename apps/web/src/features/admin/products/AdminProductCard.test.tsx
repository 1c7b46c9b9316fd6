import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/product-fixture';
import { AdminProductCard } from './AdminProductCard';

describe("A product card in the admin's list", () => {
  it('When a screen reader lists the links, then the card is named by the product alone, its facts describing it and its long description left out', () => {
    const description = 'A brass telescope from 1890, in working order, with its tripod, its case and its lens caps. '.repeat(3);
    render(
      <MemoryRouter>
        <AdminProductCard product={productFixture({ description, bidCount: 2, price: 1200 })} />
      </MemoryRouter>,
    );

    const card = screen.getByRole('link', { name: 'Brass Telescope' });
    expect(card.getAttribute('href')).toMatch(/brass-telescope/);
    const describedBy = card.getAttribute('aria-describedby') ?? '';
    const facts = document.getElementById(describedBy)?.textContent ?? '';
    expect(facts).toContain('Rs. 1200');
    expect(facts).not.toContain('tripod');
  });

  it('When the card is opened from a search of the list, then the edit form is told that search, to return to it', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/admin/products?q=brass']}>
        <Routes>
          <Route path="/dashboard/admin/products" element={<AdminProductCard product={productFixture()} />} />
          <Route path="/dashboard/admin/product/:slug" element={<EditState />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Brass Telescope' }));
    expect(screen.getByTestId('edit-state').textContent).toBe('/dashboard/admin/products?q=brass');
  });

  it('When an auction has ended, then the card says how (sold to whom, no sale, no bids) and when it ended', () => {
    const facts = (product: Parameters<typeof productFixture>[0]) => {
      const { unmount } = render(
        <MemoryRouter>
          <AdminProductCard product={productFixture({ endtime: '2026-01-01T10:00:00.000Z', ...product })} />
        </MemoryRouter>,
      );
      const text = screen.getByTestId('admin-product-facts').textContent;
      unmount();
      return text;
    };
    expect(facts({ status: 'closed', winner: 'asha', bidCount: 3 })).toMatch(/StatusClosed Sold to ashaEnded/);
    expect(facts({ status: 'closed', winner: '', bidCount: 2 })).toMatch(/StatusClosed Reserve not met - no saleEnded/);
    expect(facts({ status: 'closed', winner: '', bidCount: 0 })).toMatch(/StatusClosed No bidsEnded/);
    expect(facts({ status: 'open', winner: 'asha', bidCount: 3 })).toMatch(/StatusOpenEnds/);
  });
});

function EditState() {
  const state = useLocation().state as { adminList?: string } | null;
  return <p data-testid="edit-state">{state?.adminList}</p>;
}
