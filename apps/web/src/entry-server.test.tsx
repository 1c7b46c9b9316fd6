import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FirstScreen } from '@bidhub/contracts';
import { renderFirstScreen } from './entry-server';
import { productFixture } from './test/product-fixture';

// The app taking this markup over (hydration, a signed-in visitor) is walked in the browser suite
// (e2e/first-screen.spec.ts): React's client and server renderers cannot share one test process.

const home: FirstScreen = {
  kind: 'home',
  page: { products: [productFixture({ name: 'Brass Telescope' }), productFixture({ _id: 'p2', slug: 'oak-desk', name: 'Oak Desk', bidCount: 1 })], total: 2, nextCursor: null },
  categories: [
    { _id: 'c1', name: 'Antiques', slug: 'antiques' },
    { _id: 'c2', name: 'Clocks', slug: 'clocks' },
  ],
};
const product: FirstScreen = { kind: 'product', product: productFixture({ name: 'Brass Telescope', price: 1500, bidCount: 3 }) };

describe('the first screen rendered on the server', () => {
  it("is /home's whole first screen as a visitor sees it, not a spinner", async () => {
    const container = document.createElement('div');
    container.innerHTML = await renderFirstScreen('/home', home);
    expect(within(container).getByRole('heading', { level: 1, name: 'Welcome to BidHub' })).toBeTruthy();
    expect(within(container).getAllByTestId('product-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Brass Telescope', 'Oak Desk']);
    expect(within(container).getByRole('link', { name: 'New User' }).getAttribute('href')).toBe('/register');
    expect(within(container).queryByRole('status', { name: 'Loading' })).toBeNull();
    // The category filter is drawn in full, so nothing moves when the app takes over.
    expect(within(container).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Antiques', 'Clocks']);
  });

  it("is a product's auction with its price", async () => {
    const container = document.createElement('div');
    container.innerHTML = await renderFirstScreen('/product/brass-telescope', product);
    expect(within(container).getByRole('heading', { level: 1, name: 'Brass Telescope' })).toBeTruthy();
    expect(container.textContent).toContain('Rs. 1500');
  });
});
