import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/product-fixture';
import { ProductFacts } from './ProductFacts';

const facts = (overrides: Parameters<typeof productFixture>[0] = {}) =>
  render(
    <MemoryRouter>
      <ProductFacts product={productFixture(overrides)} />
    </MemoryRouter>,
  );

describe("A lot's facts on its page", () => {
  it("When the page shows, then its category is a link to the category's other auctions", () => {
    facts({ category: { _id: 'c1', name: 'Cameras & Lenses', slug: 'cameras-&-lenses' } });
    expect(screen.getByRole('link', { name: 'Cameras & Lenses' }).getAttribute('href')).toBe('/category/cameras-%26-lenses');
  });

  it('When the name is written in a right-to-left script, then the browser is left to read its direction from it', () => {
    facts({ name: 'שעון זהב עתיק', description: 'שעון יד מזהב' });
    expect(screen.getByRole('heading', { level: 1, name: 'שעון זהב עתיק' }).getAttribute('dir')).toBe('auto');
    expect(screen.getByText('שעון יד מזהב').getAttribute('dir')).toBe('auto');
  });
});
