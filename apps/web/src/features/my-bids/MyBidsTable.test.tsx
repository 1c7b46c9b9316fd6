import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS, type MyBid } from '@bidhub/contracts';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { BackButton } from '../../test/back-button';
import { fakeServer } from '../../test/fake-server';
import { MY_BIDS_PAGE_SIZE } from './my-bids-api';
import { productFixture } from '../../test/product-fixture';
import { userFixture } from '../../test/user-fixture';
import { MyBidsTable } from './MyBidsTable';

const leading = (product: Partial<MyBid['product']>): MyBid => ({
  product: productFixture({ bidCount: 1, price: 2050, ...product }),
  myHighestBid: 2050,
  myMaxBid: 3000,
  outcome: 'winning',
});

/** GET /product/my-bids over these bids, a hundred to a page as the server pages them. */
function answerPages(all: MyBid[]) {
  return fakeServer((request) => {
    const page = Number(request.params?.page ?? 1);
    return { status: 200, data: { success: true, bids: all.slice((page - 1) * 100, page * 100), total: all.length, pageSize: 100 } };
  });
}

/** The Own page's table once GET /product/my-bids answered these bids. */
async function statusShownFor(bid: MyBid): Promise<string | null> {
  saveStoredSession({ user: userFixture(), token: 'token' });
  answerPages([bid]);
  render(
    <MemoryRouter>
      <MyBidsTable />
    </MemoryRouter>,
    { wrapper: appWrapper() },
  );
  return (await screen.findByText(/^(Winning|Leading, reserve not met)$/)).textContent;
}

describe('MyBidsTable', () => {
  afterEach(() => localStorage.clear());

  it('When the user leads an auction whose reserve is not met yet, then the status says so instead of Winning', async () => {
    expect(await statusShownFor(leading({ hasReserve: true, reserveMet: false }))).toBe('Leading, reserve not met');
  });

  it('When the user leads above the reserve, or there is none, then the status is Winning', async () => {
    expect(await statusShownFor(leading({ hasReserve: true, reserveMet: true }))).toBe('Winning');
  });

  it('When the user turns to page 2, opens a lot and comes Back, then page 2 is shown again, its number in the address', async () => {
    saveStoredSession({ user: userFixture(), token: 'token' });
    const bids = Array.from({ length: 25 }, (_, index) => leading({ _id: `p${index}`, slug: `lot-${index}`, name: `Lot ${index}` }));
    answerPages(bids);
    render(
      <MemoryRouter initialEntries={['/dashboard/user/items']}>
        <Routes>
          <Route path="/dashboard/user/items" element={<MyBidsTable />} />
          <Route path="/product/:slug" element={<BackButton />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Lot 21' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lot 21' })).toBeTruthy();
  });

  it('When the user bid on more lots than one server page holds, then the pages count them all and a later page reads the next server page', async () => {
    saveStoredSession({ user: userFixture(), token: 'token' });
    const bids = Array.from({ length: 130 }, (_, index) => leading({ _id: `p${index}`, slug: `lot-${index}`, name: `Lot ${index}` }));
    const server = answerPages(bids);
    render(
      <MemoryRouter initialEntries={['/dashboard/user/items?page=6']}>
        <MyBidsTable />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(await screen.findByRole('link', { name: 'Lot 100' })).toBeTruthy();
    expect(screen.getByText('Page 6 of 7')).toBeTruthy();
    expect(screen.getByText('You have bid on 130 auctions.')).toBeTruthy();
    expect(server.requests.map((request) => request.params?.page)).toContain(2);
    expect(MY_BIDS_PAGE_SIZE).toBe(PRODUCT_LIMITS.myBidsPageSize);
  });

  it('When the address names no page the list has, then the nearest page shows', async () => {
    saveStoredSession({ user: userFixture(), token: 'token' });
    answerPages([leading({})]);
    for (const address of ['/?page=9', '/?page=abc', '/?page=-1']) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[address]}>
          <MyBidsTable />
        </MemoryRouter>,
        { wrapper: appWrapper() },
      );
      expect(await screen.findByText('Winning'), address).toBeTruthy();
      unmount();
    }
  });

  it('When the address names a page past the last, then the last page takes its place and Back leaves the list', async () => {
    saveStoredSession({ user: userFixture(), token: 'token' });
    answerPages(Array.from({ length: 25 }, (_, index) => leading({ _id: `p${index}`, slug: `lot-${index}`, name: `Lot ${index}` })));
    render(
      <MemoryRouter initialEntries={['/home', '/dashboard/user/items?page=9']} initialIndex={1}>
        <Routes>
          <Route path="/home" element={<p>Home page</p>} />
          <Route path="/dashboard/user/items" element={<ItemsWithBack />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('When the user has bid on nothing, then the empty table says so and links to the auctions', async () => {
    saveStoredSession({ user: userFixture(), token: 'token' });
    answerPages([]);
    render(
      <MemoryRouter>
        <MyBidsTable />
      </MemoryRouter>,
      { wrapper: appWrapper() },
    );
    expect(await screen.findByText(/You have not bid on anything yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the auctions' }).getAttribute('href')).toBe('/home');
  });
});

function ItemsWithBack() {
  return (
    <>
      <MyBidsTable />
      <BackButton />
    </>
  );
}

