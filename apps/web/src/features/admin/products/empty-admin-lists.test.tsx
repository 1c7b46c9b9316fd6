import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../../test/app-wrapper';
import { fakeServer } from '../../../test/fake-server';
import { AdminProductsPage } from './AdminProductsPage';
import { CreateProductPage } from './CreateProductPage';

function renderAt(page: ReactElement) {
  render(<MemoryRouter>{page}</MemoryRouter>, { wrapper: appWrapper() });
}

describe("A first admin's empty catalog", () => {
  it('When there is no category yet, then Create Product says one is needed first and links to creating it', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, category: [] } }));
    renderAt(<CreateProductPage />);

    const link = await screen.findByRole('link', { name: 'create a category' });
    expect(link.getAttribute('href')).toBe('/dashboard/admin/create-category');
    expect(screen.getByLabelText('Category').getAttribute('aria-describedby')).toContain(link.closest('.field-hint')?.id);
  });

  it('When there are categories, then no such note shows', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, category: [{ _id: 'c1', name: 'Antiques', slug: 'antiques' }] } }));
    renderAt(<CreateProductPage />);

    await screen.findByRole('option', { name: 'Antiques' });
    expect(screen.queryByRole('link', { name: 'create a category' })).toBeNull();
  });

  it('When there is no product yet, then the products list links to creating one', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, products: [], total: 0, nextCursor: null } }));
    renderAt(<AdminProductsPage />);

    expect((await screen.findByRole('link', { name: 'Create a product' })).getAttribute('href')).toBe('/dashboard/admin/create-product');
  });
});
