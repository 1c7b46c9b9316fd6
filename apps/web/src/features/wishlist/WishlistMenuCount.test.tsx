import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { saveStoredWishlist } from './wishlist-storage';
import { WishlistMenuCount } from './WishlistMenuCount';

afterEach(() => localStorage.clear());

describe("The wishlist's count on the phone's Menu button", () => {
  it('When the wishlist holds two products, then it shows 2, hidden from screen readers', async () => {
    saveStoredWishlist([productFixture({ _id: 'p1', slug: 'one' }), productFixture({ _id: 'p2', slug: 'two' })]);
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture() } }));
    render(<WishlistMenuCount />, { wrapper: appWrapper() });
    const count = await screen.findByTestId('menu-wishlist-count');
    expect(count.textContent).toBe('2');
    expect(count.getAttribute('aria-hidden')).toBe('true');
  });

  it('When the wishlist is empty, then nothing is shown', () => {
    fakeServer(() => ({ status: 200, data: { success: true, products: [] } }));
    const { container } = render(<WishlistMenuCount />, { wrapper: appWrapper() });
    expect(container.textContent).toBe('');
  });
});
