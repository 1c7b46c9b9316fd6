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
