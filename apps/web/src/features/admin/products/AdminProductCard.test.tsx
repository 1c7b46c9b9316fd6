import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
});
