import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveBidEvent, MyBid } from '@bidhub/contracts';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { userFixture } from '../../test/user-fixture';
import { useMyMaximum } from './use-my-maximum';

const user = userFixture();

afterEach(() => localStorage.clear());

type BidOnP1 = Pick<MyBid, 'outcome' | 'myHighestBid' | 'myMaxBid'>;

/** The hook on p1, signed in, once its first answer is in; each my-bids reply lists p1 as `bidOnP1()` says then. */
async function maximumHook(bidOnP1: () => BidOnP1) {
  saveStoredSession({ user, token: 'token' });
  const { requests } = fakeServer(() => ({ status: 200, data: { success: true, bids: [{ product: productFixture({ _id: 'p1' }), ...bidOnP1() }] } }));
  const { result } = renderHook(() => useMyMaximum('p1', true), { wrapper: appWrapper() });
  await waitFor(() => expect(result.current.myMaximum).not.toBeUndefined());
  return { result, requests };
}

/** The page's maximum for product p1 when the my-bids reply lists it with these amounts. */
async function maximumFor(amounts: Pick<MyBid, 'myHighestBid' | 'myMaxBid'>) {
  const { result } = await maximumHook(() => ({ outcome: 'outbid', ...amounts }));
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

/** A live bid on p1 that leaves `winner` leading, the auction's `bidCount`th. */
const liveBid = (winner: string, bidCount = 3): LiveBidEvent => ({ productId: 'p1', seq: bidCount, price: 5000, winner, endtime: '2030-01-01T00:00:00.000Z', bidCount, minNextBid: 5100 });

/** The hook on p1 for a bidder with a maximum, once its first answer is in; `requests` counts the asks. */
async function followingMaximum() {
  const hook = await maximumHook(() => ({ outcome: 'winning', myHighestBid: 4000, myMaxBid: 5000 }));
  expect(hook.result.current.myMaximum).toBe(5000);
  return hook;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("The bidder's own maximum while bids arrive live", () => {
  it('When a live bid leaves them leading (made for them elsewhere), then their bids are asked again and the maximum follows', async () => {
    let highest = 4000;
    const { result, requests } = await maximumHook(() => ({ outcome: 'winning', myHighestBid: highest, myMaxBid: 5000 }));
    expect(result.current.myMaximum).toBe(5000);

    // Their maximum answered another bidder and is used up: the last bid made for them is 5000.
    highest = 5000;
    act(() => result.current.followLiveBid(liveBid(user.email.toUpperCase())));

    await waitFor(() => expect(result.current.myMaximum).toBeNull());
    expect(requests).toHaveLength(2);
  });

  it('When a live bid leaves someone else leading, then nothing is asked again', async () => {
    const { result, requests } = await followingMaximum();

    act(() => result.current.followLiveBid(liveBid('ravi')));

    await settle();
    expect(requests).toHaveLength(1);
  });

  it("When their own bid's reply comes before its live row, then their bids are asked once for both", async () => {
    const { result, requests } = await followingMaximum();

    act(() => result.current.refresh(4, true));
    act(() => result.current.followLiveBid(liveBid(user.email, 4)));

    await settle();
    expect(requests).toHaveLength(2);
  });

  it('When their own reply brings no new bid (only their maximum was raised), then their bids are asked again', async () => {
    const { result, requests } = await followingMaximum();
    act(() => result.current.refresh(4, true));
    await waitFor(() => expect(requests).toHaveLength(2));

    act(() => result.current.refresh(4, true));

    await waitFor(() => expect(requests).toHaveLength(3));
  });

  it('When the page goes on to another auction, then their first bid there asks again, whatever the counts', async () => {
    saveStoredSession({ user, token: 'token' });
    const { requests } = fakeServer(() => ({ status: 200, data: { success: true, bids: [] } }));
    const { result, rerender } = renderHook(({ productId }) => useMyMaximum(productId, true), { wrapper: appWrapper(), initialProps: { productId: 'p1' } });
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => result.current.refresh(10));
    await waitFor(() => expect(requests).toHaveLength(2));

    rerender({ productId: 'p2' });
    act(() => result.current.refresh(4));

    await waitFor(() => expect(requests).toHaveLength(3));
  });

  it('When a later bid is made for them after their own, then their bids are asked again', async () => {
    const { result, requests } = await followingMaximum();

    act(() => result.current.refresh(4));
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => result.current.followLiveBid(liveBid(user.email, 6)));

    await waitFor(() => expect(requests).toHaveLength(3));
  });
});
