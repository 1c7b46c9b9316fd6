import { render, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_REFRESH_MS } from '../../lib/query-keys';
import { fakeServer } from '../../test/fake-server';
import { appWrapper } from '../../test/app-wrapper';
import { productFixture } from '../../test/product-fixture';
import { createQueryClient } from '../../lib/query-client';
import { categoriesQuery } from './catalog-queries';
import { CategoryProductsPage } from './CategoryProductsPage';

const renderWatchesPage = (client?: QueryClient) =>
  render(
    <MemoryRouter initialEntries={['/category/watches']}>
      <Routes>
        <Route path="/category/:slug" element={<CategoryProductsPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: appWrapper(client) },
  );

describe('The category page while it loads', () => {
  it('When the products are still on their way, then the line for their count is already there, so nothing moves when it fills', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    const { requests } = fakeServer(() => new Promise((resolve) => (answer = resolve)));
    renderWatchesPage();
    const countLine = screen.getByTestId('category-count');
    expect(countLine.textContent).toBe('\u00a0');

    await waitFor(() => expect(requests).toHaveLength(1));
    const category = { _id: 'c1', name: 'Watches', slug: 'watches' };
    answer({ status: 200, data: { success: true, category, products: [productFixture()], total: 1 } });
    await waitFor(() => expect(screen.getByTestId('category-count')).toBe(countLine));
    await waitFor(() => expect(countLine.textContent).toBe('1 result found'));
  });

  it('When the category list was already loaded (the header menu), then the heading names the category before its auctions arrive, and when they fail', async () => {
    const client = createQueryClient();
    client.setQueryData(categoriesQuery().queryKey, [{ _id: 'c1', name: 'Watches', slug: 'watches' }]);
    fakeServer(() => ({ status: 500, data: { success: false, message: 'Something went wrong' } }));
    renderWatchesPage(client);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Category - Watches');
    await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Category - Watches');
  });

  it("When an auction has no photo, then its card says so in the photo's place", async () => {
    fakeServer(async () => ({ status: 200, data: { success: true, category: { _id: 'c1', name: 'Watches', slug: 'watches' }, products: [productFixture()], total: 1 } }));
    renderWatchesPage();
    await waitFor(() => expect(screen.getByTestId('product-card').textContent).toContain('No photo'));
  });
});


describe('The category page while it shows', () => {
  afterEach(() => vi.useRealTimers());

  it('When half a minute passes, then its cards ask again: a price bid from elsewhere shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let price = 1000;
    const category = { _id: 'c1', name: 'Watches', slug: 'watches' };
    fakeServer(async () => ({ status: 200, data: { success: true, category, products: [productFixture({ price })], total: 1 } }));
    renderWatchesPage();
    await waitFor(() => expect(screen.getByTestId('product-card').textContent).toContain('Rs. 1000'));
    price = 1500;
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS);
    await waitFor(() => expect(screen.getByTestId('product-card').textContent).toContain('Rs. 1500'));
  });
});
