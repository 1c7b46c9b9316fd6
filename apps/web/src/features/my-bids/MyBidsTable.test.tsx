import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyBid } from '@bidhub/contracts';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { userFixture } from '../../test/user-fixture';
import { MyBidsTable } from './MyBidsTable';

const leading = (product: Partial<MyBid['product']>): MyBid => ({
  product: productFixture({ bidCount: 1, price: 2050, ...product }),
  myHighestBid: 2050,
  myMaxBid: 3000,
  outcome: 'winning',
});

/** The Own page's table once GET /product/my-bids answered these bids. */
async function statusShownFor(bid: MyBid): Promise<string | null> {
  saveStoredSession({ user: userFixture(), token: 'token' });
  fakeServer(() => ({ status: 200, data: { success: true, bids: [bid] } }));
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
});
