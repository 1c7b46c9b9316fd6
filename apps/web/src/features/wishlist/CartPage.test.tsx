import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { BackButton } from '../../test/back-button';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { userFixture } from '../../test/user-fixture';
import { saveStoredWishlist } from './wishlist-storage';
import { CartPage } from './CartPage';
import { OPEN_CART_REFRESH_MS } from './use-open-cart-refresh';

afterEach(() => localStorage.clear());

const headingLevels = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName}: ${heading.textContent}`);

describe('The cart page headings', () => {
  it('When it stands alone, then the greeting is the one h1 and the summary its h2', async () => {
    saveStoredSession({ user: userFixture({ name: 'Asha' }), token: 'token' });
    fakeServer(() => ({ status: 200, data: { success: true, products: [] } }));
    render(<CartPage />, { wrapper: ({ children }) => <MemoryRouter>{appWrapper()({ children })}</MemoryRouter> });
    await screen.findByText('Your Cart Is Empty');
    expect(headingLevels()).toEqual(['H1: Hello Asha!', 'H2: Your Cart Is Empty']);
  });

  it('When the cart is empty, then it links to the auctions to fill it from', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, products: [] } }));
    render(<CartPage />, { wrapper: ({ children }) => <MemoryRouter>{appWrapper()({ children })}</MemoryRouter> });
    await screen.findByText('Your Cart Is Empty');
    expect(screen.getByRole('link', { name: 'Browse the auctions' }).getAttribute('href')).toBe('/home');
  });
});

describe('The cart page headings with items', () => {
  it.each([
    ['signed out', false, ['H1: You have 1 item in your wishlist', 'H2: Brass Telescope']],
    ['signed in', true, ['H1: Hello Asha!', 'H2: You have 1 item in your wishlist', 'H3: Brass Telescope']],
  ])('When the visitor is %s, then each item is a level below the summary, no level skipped', async (_case, signedIn, headings) => {
    if (signedIn) saveStoredSession({ user: userFixture({ name: 'Asha' }), token: 'token' });
    else saveStoredWishlist([productFixture()]);
    fakeServer(() => ({ status: 200, data: signedIn ? { success: true, products: [productFixture()] } : { success: true, product: productFixture() } }));
    render(<CartPage />, { wrapper: ({ children }) => <MemoryRouter>{appWrapper()({ children })}</MemoryRouter> });
    await screen.findByText('Brass Telescope');
    expect(headingLevels()).toEqual(headings);
  });
});

describe('The cart page while the account list is not there', () => {
  const renderSignedIn = () => {
    saveStoredSession({ user: userFixture({ name: 'Asha' }), token: 'token' });
    render(<CartPage />, { wrapper: ({ children }) => <MemoryRouter>{appWrapper()({ children })}</MemoryRouter> });
  };

  it('When the list is still coming, then it says so, not that the cart is empty', () => {
    fakeServer(() => new Promise(() => {}));
    renderSignedIn();
    expect(screen.getByText('Loading your wishlist ...')).toBeTruthy();
    expect(screen.queryByText('Your Cart Is Empty')).toBeNull();
  });

  it('When the list could not be read, then an alert with Try again, not an empty cart', async () => {
    fakeServer(() => 'no-reply');
    renderSignedIn();
    expect((await screen.findByRole('alert')).textContent).toContain('Your wishlist could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Your Cart Is Empty')).toBeNull();
  });
});

describe('The open cart page', () => {
  afterEach(() => vi.useRealTimers());

  it('When a rival bids on a watched lot while the page stays open, then its price and bid count follow within seconds, without a reload or a focus change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveStoredSession({ user: userFixture({ name: 'Asha' }), token: 'token' });
    let watched = productFixture({ price: 1000, bidCount: 0 });
    fakeServer(() => ({ status: 200, data: { success: true, products: [watched] } }));
    render(<CartPage />, { wrapper: ({ children }) => <MemoryRouter>{appWrapper()({ children })}</MemoryRouter> });
    expect((await screen.findByTestId('cart-item-price')).textContent).toBe('Minimum Bid : 1000');

    watched = productFixture({ price: 1500, bidCount: 1, minNextBid: 1550 });
    await vi.advanceTimersByTimeAsync(OPEN_CART_REFRESH_MS);
    await vi.waitFor(() => expect(screen.getByTestId('cart-item-price').textContent).toBe('Minimum Bid : 1500'));
    expect(screen.getByText(/^1 bid/)).toBeTruthy();
  });

  it('When watched lots have ended, then each says what it came to: who won, no sale below the reserve, or no bids', async () => {
    saveStoredSession({ user: userFixture({ name: 'Asha' }), token: 'token' });
    const ended = { status: 'closed' as const, endtime: '2030-01-01T10:00:00.000Z' };
    const lots = [
      productFixture({ ...ended, _id: 'p1', slug: 'won', name: 'Won lot', winner: 'ravi', bidCount: 3 }),
      productFixture({ ...ended, _id: 'p2', slug: 'below', name: 'Below lot', winner: '', bidCount: 1, hasReserve: true, reserveMet: false }),
      productFixture({ ...ended, _id: 'p3', slug: 'none', name: 'Quiet lot', winner: '', bidCount: 0 }),
    ];
    fakeServer(() => ({ status: 200, data: { success: true, products: lots } }));
    render(<CartPage />, { wrapper: ({ children }) => <MemoryRouter>{appWrapper()({ children })}</MemoryRouter> });
    expect(await screen.findByText('3 bids · Ended · Won by ravi')).toBeTruthy();
    expect(screen.getByText('1 bid · Ended · Reserve not met - no sale')).toBeTruthy();
    expect(screen.getByText('0 bids · Ended · No sale')).toBeTruthy();
  });

  it('When the signed-in user won a watched lot, then it says so to them', async () => {
    saveStoredSession({ user: userFixture({ name: 'Asha', email: 'asha' }), token: 'token' });
    const won = productFixture({ status: 'closed', endtime: '2030-01-01T10:00:00.000Z', winner: 'Asha', bidCount: 3 });
    fakeServer(() => ({ status: 200, data: { success: true, products: [won] } }));
    render(<CartPage />, { wrapper: ({ children }) => <MemoryRouter>{appWrapper()({ children })}</MemoryRouter> });
    expect(await screen.findByText('3 bids · Ended · You won')).toBeTruthy();
  });
});

describe('The cart page with many watched lots', () => {
  /** Signed in, watching `count` lots: every third one closed, the others open until 2099; priced by their number. */
  function watching(count: number, address = '/cart') {
    saveStoredSession({ user: userFixture({ name: 'Asha' }), token: 'token' });
    const products = Array.from({ length: count }, (_, index) =>
      productFixture({ _id: `p${index}`, slug: `lot-${index}`, name: `Lot ${index}`, price: 1000 + index, ...(index % 3 === 0 ? { status: 'closed' as const } : { endtime: '2099-01-01T12:00:00.000Z' }) }),
    );
    // Lot 0 added first: the API lists the newest first.
    fakeServer(() => ({ status: 200, data: { success: true, products: [...products].reverse() } }));
    render(
      <MemoryRouter initialEntries={[address]}>
        <CartPage />
        <Address />
        <BackButton />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
  }
  const shownLots = () => screen.getAllByTestId('cart-item').map((item) => item.querySelector('a')?.textContent);

  it('When there are more than a page holds, then fifty show, the pager reaches the rest, and the page is in the address', async () => {
    watching(120);
    await screen.findByText('You have 120 items in your wishlist');
    expect(shownLots()).toHaveLength(50);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownLots()[0]).toBe('Lot 50');
    expect(screen.getByTestId('address').textContent).toBe('/cart?page=2');
  });

  it('When the user shows only ended lots and sorts by price, then the list follows and the address keeps both choices', async () => {
    watching(7);
    await screen.findByText('You have 7 items in your wishlist');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Ended lots');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(shownLots()).toEqual(['Lot 6', 'Lot 3', 'Lot 0']);
    expect(screen.getByText('3 ended lots.')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/cart?show=ended&sort=price-desc');
  });

  it('When the user changes the choices, then each is a step Back, as on the catalog lists', async () => {
    watching(7);
    await screen.findByText('You have 7 items in your wishlist');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Ended lots');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('address').textContent).toBe('/cart?show=ended');
    expect(shownLots()).toEqual(['Lot 0', 'Lot 3', 'Lot 6']);
  });

  it('When the address holds a choice the page does not know, then the default shows and the address drops it', async () => {
    watching(4, '/cart?show=bogus&sort=ending');
    await screen.findByText('You have 4 items in your wishlist');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/cart?sort=ending'));
  });

  it('When the address asks for open lots ending soonest, then that is what opens', async () => {
    watching(4, '/cart?show=open&sort=ending');
    await screen.findByText('You have 4 items in your wishlist');
    expect(shownLots()).toEqual(['Lot 1', 'Lot 2']);
    expect(screen.getByText('2 open lots.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe('open');
  });

  it('When no watched lot is of the kind shown, then the page says so and keeps the choice to change it', async () => {
    watching(1, '/cart?show=open');
    await screen.findByText('You have 1 item in your wishlist');
    expect(screen.getByText('No open lots in your wishlist.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Show' })).toBeTruthy();
  });
});


function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}
