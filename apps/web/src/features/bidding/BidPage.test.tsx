import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { ServerSentEvents } from '../../test/fake-event-source';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { userFixture } from '../../test/user-fixture';
import { saveStoredSession } from '../../lib/session';
import { endSession } from '../../lib/session-events';
import { BidPage } from './BidPage';

// The screen follows the lot's live stream, as the product page does.
beforeEach(() => {
  ServerSentEvents.opened = [];
  vi.stubGlobal('EventSource', ServerSentEvents);
});
afterEach(() => vi.unstubAllGlobals());

const renderBidPage = () =>
  render(
    <MemoryRouter initialEntries={['/bid?product=brass-telescope']}>
      <Routes>
        <Route path="/bid" element={<BidPage />} />
        <Route path="/" element={<h1>Home screen</h1>} />
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

describe('BID PRODUCT on the /bid screen', () => {
  afterEach(() => localStorage.clear());

  const signedInBidPage = (bidReply: { message: string; outbid: boolean; product: ReturnType<typeof productFixture> }) => {
    saveStoredSession({ user: userFixture({ email: 'asha' }), token: 'token' });
    fakeServer((request) =>
      request.method === 'put'
        ? { status: 200, data: { success: true, ...bidReply } }
        : { status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1500, minNextBid: 1550 }) } },
    );
    renderBidPage();
  };

  it('When the bid is placed and leads, then the user goes home, as in the spec', async () => {
    signedInBidPage({ message: 'Bid placed', outbid: false, product: productFixture({ bidCount: 2, price: 1550, minNextBid: 1600 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'BID PRODUCT' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeTruthy();
  });

  it("When another bidder's maximum outbids the bid at once, then the screen stays, says so and offers the new minimum", async () => {
    const message = 'Bid placed, but you were outbid at once by an automatic bid';
    signedInBidPage({ message, outbid: true, product: productFixture({ bidCount: 3, price: 1600, minNextBid: 1650 }) });
    const amount = await screen.findByLabelText<HTMLInputElement>('Your bid');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1560');
    await userEvent.click(screen.getByRole('button', { name: 'BID PRODUCT' }));

    expect(await screen.findByText(message, { selector: 'form [role="status"]' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home screen' })).toBeNull();
    expect(amount.value).toBe('1650');
  });
});

describe('The /bid screen at the price cap', () => {
  afterEach(() => localStorage.clear());

  it('When the price has reached the most BidHub takes, then it says no higher bid is possible instead of offering a form', async () => {
    saveStoredSession({ user: userFixture({ email: 'asha' }), token: 'token' });
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ bidCount: 4, price: 1_000_000_000, minNextBid: 1_000_000_500 }) } }));
    renderBidPage();
    expect(await screen.findByText('The price has reached Rs. 1000000000, the most BidHub takes: no higher bid is possible.')).toBeTruthy();
    expect(screen.getByText('Current bid: Rs. 1000000000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'BID PRODUCT' })).toBeNull();
  });
});

describe('The /bid screen for the leader', () => {
  afterEach(() => localStorage.clear());

  it('When the signed-in user leads, then the screen says a bid here raises their own price, and where to raise only the maximum', async () => {
    saveStoredSession({ user: userFixture({ email: 'asha' }), token: 'token' });
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1600, minNextBid: 1700, winner: 'Asha' }) } }));
    renderBidPage();
    expect(await screen.findByText(/You're the highest bidder: a bid here raises the price you pay/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "the auction's page" }).getAttribute('href')).toBe('/product/brass-telescope');
  });

  it('When someone else leads, then no such note shows', async () => {
    saveStoredSession({ user: userFixture({ email: 'asha' }), token: 'token' });
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1600, minNextBid: 1700, winner: 'ravi' }) } }));
    renderBidPage();
    await screen.findByRole('button', { name: 'BID PRODUCT' });
    expect(screen.queryByText(/You're the highest bidder/)).toBeNull();
  });
});

describe('The /bid screen of an ended lot', () => {
  it('When a lot with a reserve ended without a bid, then it says no bids were placed, not that the reserve was missed', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ bidCount: 0, hasReserve: true, reserveMet: false, status: 'closed', endtime: '2020-01-01T00:00:00.000Z' }) } }));
    renderBidPage();
    expect(await screen.findByText('No bids were placed')).toBeTruthy();
    expect(screen.queryByText('Reserve not met - no sale')).toBeNull();
  });
});

describe('The /bid screen while the lot changes elsewhere', () => {
  afterEach(() => localStorage.clear());

  it('When an admin deletes the lot while the user types a bid, then the screen says it is gone at once', async () => {
    saveStoredSession({ user: userFixture({ email: 'asha' }), token: 'token' });
    let removed = false;
    fakeServer(() => (removed ? { status: 404, data: { success: false, message: 'Product not found' } } : { status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1500, minNextBid: 1550 }) } }));
    renderBidPage();
    await userEvent.type(await screen.findByLabelText('Your bid'), '0');
    removed = true;
    ServerSentEvents.opened[0]!.deliver('removed', {});
    expect(await screen.findByRole('heading', { name: 'Brass Telescope was removed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See its bid history' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'BID PRODUCT' })).toBeNull();
    expect(document.title).toBe('Brass Telescope was removed - BidHub');
  });

  it('When the session ends while the user types a bid, then the focus goes to Log in to bid, not to the page', async () => {
    saveStoredSession({ user: userFixture({ email: 'asha' }), token: 'token' });
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1500, minNextBid: 1550 }) } }));
    renderBidPage();
    await userEvent.type(await screen.findByLabelText('Your bid'), '0');
    act(() => endSession('token'));
    const login = await screen.findByRole('link', { name: 'Log in to bid' });
    expect(document.activeElement).toBe(login);
  });

  it('When a visitor opens the screen, then Log in to bid does not take the focus', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1500, minNextBid: 1550 }) } }));
    renderBidPage();
    const login = await screen.findByRole('link', { name: 'Log in to bid' });
    expect(document.activeElement).not.toBe(login);
  });

  it('When the address names no lot, then the tab says so as the page does', async () => {
    fakeServer(() => ({ status: 404, data: { success: false, message: 'Product not found' } }));
    renderBidPage();
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(document.title).toBe('Product not found - BidHub');
  });

  it("When a rival's bid arrives, then the screen's minimum follows it", async () => {
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1500, minNextBid: 1550 }) } }));
    renderBidPage();
    expect(await screen.findByText('Current bid: Rs. 1500 · Minimum bid: Rs. 1550')).toBeTruthy();
    ServerSentEvents.opened[0]!.deliver('bid', { productId: productFixture()._id, seq: 2, kind: 'bid', price: 1600, winner: 'ravi', bidCount: 2, minNextBid: 1650, endtime: productFixture().endtime, reserveMet: true });
    expect(await screen.findByText('Current bid: Rs. 1600 · Minimum bid: Rs. 1650')).toBeTruthy();
  });
});
