import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyBid } from '@bidhub/contracts';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { userFixture } from '../../test/user-fixture';
import { useMyMaximum } from './use-my-maximum';

const user = userFixture();

afterEach(() => localStorage.clear());

/** The page's maximum for product p1 when the my-bids reply lists it with these amounts. */
async function maximumFor(amounts: Pick<MyBid, 'myHighestBid' | 'myMaxBid'>) {
  saveStoredSession({ user, token: 'token' });
  const bid: MyBid = { product: productFixture({ _id: 'p1' }), outcome: 'outbid', ...amounts };
  fakeServer(() => ({ status: 200, data: { success: true, bids: [bid] } }));
  const { result } = renderHook(() => useMyMaximum('p1', true), { wrapper: appWrapper() });
  await waitFor(() => expect(result.current.myMaximum).not.toBeUndefined());
  return result.current.myMaximum;
}

describe("The bidder's own maximum on the product page", () => {
  it('When they set a maximum above every bid made for them, then it is the maximum', async () => {
    expect(await maximumFor({ myHighestBid: 4000, myMaxBid: 5000 })).toBe(5000);
  });

  it('When their maximum equals their highest bid (a plain bid, or one used up), then there is none to show', async () => {
    expect(await maximumFor({ myHighestBid: 1050, myMaxBid: 1050 })).toBeNull();
  });
});
