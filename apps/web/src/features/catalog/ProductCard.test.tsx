import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { productFixture } from '../../test/product-fixture';
import { ProductCard } from './ProductCard';

/** What a screen reader reads after an element's name: the text of what aria-describedby names. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Product cards to a screen reader', () => {
  it("When two cards are on a page, then each card's buttons keep their names and are described by that card's product", () => {
    render(
      <MemoryRouter>
        <ProductCard product={productFixture()} />
        <ProductCard product={productFixture({ _id: 'p2', name: 'Silver Compass', slug: 'silver-compass' })} />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    const [telescope, compass] = screen.getAllByTestId('product-card');
    for (const [card, name] of [
      [telescope!, 'Brass Telescope'],
      [compass!, 'Silver Compass'],
    ] as const) {
      expect(descriptionOf(within(card).getByRole('link', { name: 'BID NOW' }))).toBe(name);
      expect(descriptionOf(within(card).getByRole('button', { name: 'ADD TO CART' }))).toBe(name);
    }
  });
});

describe("A card's ways to its auction", () => {
  it('When a card is shown, then its name links to the auction too, and its photo does for the pointer only, out of the Tab order', () => {
    render(
      <MemoryRouter>
        <ProductCard product={productFixture({ photoVersion: 'v1' })} />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    const name = screen.getByRole('link', { name: 'Brass Telescope' });
    expect(name.getAttribute('href')).toBe('/product/brass-telescope');
    const photoLink = screen.getByAltText('Brass Telescope').closest('a')!;
    expect(photoLink.getAttribute('href')).toBe('/product/brass-telescope');
    expect([photoLink.tabIndex, photoLink.getAttribute('aria-hidden')]).toEqual([-1, 'true']);
  });
});

describe('An ended auction on its card', () => {
  const endedCard = (overrides: Parameters<typeof productFixture>[0]) =>
    render(
      <MemoryRouter>
        <ProductCard product={productFixture({ endtime: '2030-01-01T10:00:00.000Z', status: 'closed', ...overrides })} />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );

  it.each([
    ['sold to its highest bidder', { winner: 'alice', bidCount: 3 }, 'Won by alice'],
    ['ended without a bid', { winner: '', bidCount: 0 }, 'No bids'],
    ['ended below its reserve', { winner: '', bidCount: 1, hasReserve: true, reserveMet: false }, 'Reserve not met - no sale'],
    ['ended below its reserve, before the close cleared its leader', { winner: 'alice', bidCount: 2, hasReserve: true, reserveMet: false }, 'Reserve not met - no sale'],
  ])('When it %s, then the card says so', (_case, overrides, result) => {
    endedCard(overrides);
    expect(screen.getByText('Ended', { exact: true })).toBeTruthy();
    expect(screen.getByTestId('auction-result').textContent).toBe(result);
  });

  it("When the server said closed while this device's clock still counts time left, then the card says Ended with the result", () => {
    endedCard({ endtime: '2030-01-01T11:00:05.000Z', serverTime: '2030-01-01T11:00:00.000Z', winner: 'alice', bidCount: 2 });
    expect(screen.getByText('Ended', { exact: true })).toBeTruthy();
    expect(screen.getByTestId('auction-result').textContent).toBe('Won by alice');
    expect(screen.queryByRole('link', { name: 'BID NOW' })).toBeNull();
  });
});

describe('Buy It Now on a card', () => {
  const card = (overrides: Parameters<typeof productFixture>[0]) =>
    render(
      <MemoryRouter>
        <ProductCard product={productFixture(overrides)} />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );

  it('When an open auction still offers Buy It Now, then its card shows the price', () => {
    card({ buyNowPrice: 2500 });
    expect(screen.getByText('Buy It Now: Rs. 2500')).toBeTruthy();
  });

  it('When Buy It Now is gone (the first bid took it, or there was none), then the card says nothing of it', () => {
    card({ buyNowPrice: null, bidCount: 1 });
    expect(screen.queryByText(/Buy It Now/)).toBeNull();
  });
});
