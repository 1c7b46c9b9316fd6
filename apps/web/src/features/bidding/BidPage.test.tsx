import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { BidPage } from './BidPage';

const renderBidPage = () =>
  render(
    <MemoryRouter initialEntries={['/bid?product=brass-telescope']}>
      <Routes>
        <Route path="/bid" element={<BidPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: appWrapper() },
  );

describe('The /bid screen for a visitor', () => {
  afterEach(() => localStorage.clear());

  it('When nobody is signed in, then it still names the auction and its prices beside Log in to bid', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1500, minNextBid: 1550 }) } }));
    renderBidPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Brass Telescope' })).toBeTruthy();
    expect(screen.getByText('Current bid: Rs. 1500 · Minimum bid: Rs. 1550')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to bid' })).toBeTruthy();
  });
});
