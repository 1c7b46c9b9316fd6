import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { LIST_REFRESH_MS } from '../../../lib/query-keys';
import { appWrapper } from '../../../test/app-wrapper';
import { fakeServer } from '../../../test/fake-server';
import { productFixture } from '../../../test/product-fixture';
import { AdminProductsPage } from './AdminProductsPage';

const telescope = productFixture({ _id: 'p1', name: 'Brass Telescope', slug: 'brass-telescope' });
const lamp = productFixture({ _id: 'p2', name: 'Oil Lamp', slug: 'oil-lamp' });

describe('All Products List, among many lots', () => {
  it('When the admin types words of a lot, then the list becomes the lots that match, and clearing the box brings every product back', async () => {
    const server = fakeServer((request) =>
      request.url?.startsWith('/product/search/')
        ? { status: 200, data: [telescope] }
        : { status: 200, data: { success: true, products: [telescope, lamp], total: 2, nextCursor: null } },
    );
    render(
      <MemoryRouter>
        <AdminProductsPage />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(await screen.findByText('Oil Lamp')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'telescope');
    expect(await screen.findByText('1 product matches "telescope", best match first.')).toBeTruthy();
    expect(screen.queryByText('Oil Lamp')).toBeNull();
    expect(server.requests.map((request) => request.url)).toContain('/product/search/telescope');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Find a product' }));
    expect(await screen.findByText('Oil Lamp')).toBeTruthy();
  });

  it('When the list is opened with ?q= in its address (Back from an edit page, a reload), then it finds those words again', async () => {
    fakeServer((request) =>
      request.url?.startsWith('/product/search/') ? { status: 200, data: [telescope] } : { status: 200, data: { success: true, products: [telescope, lamp], total: 2, nextCursor: null } },
    );
    render(
      <MemoryRouter initialEntries={['/dashboard/admin/products?q=telescope']}>
        <AdminProductsPage />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(await screen.findByText('1 product matches "telescope", best match first.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Find a product' }).value).toBe('telescope');
  });

  it('When as many lots match as the search gives, then it says the best of them are shown, not that only they match', async () => {
    const many = Array.from({ length: PRODUCT_LIMITS.maxSearchResults }, (_, index) => productFixture({ _id: `p${index}`, name: `Lot ${index}`, slug: `lot-${index}` }));
    fakeServer((request) => (request.url?.startsWith('/product/search/') ? { status: 200, data: many } : { status: 200, data: { success: true, products: [], total: 0, nextCursor: null } }));
    render(
      <MemoryRouter initialEntries={['/dashboard/admin/products?q=lot']}>
        <AdminProductsPage />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(await screen.findByText(`The best ${PRODUCT_LIMITS.maxSearchResults} matches for "lot" are shown; more may match: add a word to narrow it.`)).toBeTruthy();
  });

  it('When bids come in while the list shows, then it reads them within the lists\' refresh, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let lot = productFixture({ _id: 'p1', name: 'Brass Telescope', bidCount: 0 });
    fakeServer(() => ({ status: 200, data: { success: true, products: [lot], total: 1, nextCursor: null } }));
    render(
      <MemoryRouter>
        <AdminProductsPage />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    const bids = async () => (await screen.findByText('Bids')).nextElementSibling?.textContent;
    expect(await bids()).toBe('0');

    lot = { ...lot, bidCount: 3 };
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS);
    await vi.waitFor(async () => expect(await bids()).toBe('3'));
    vi.useRealTimers();
  });
});
