import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveBidEvent } from '@bidhub/contracts';
import { productFixture } from '../../test/product-fixture';
import { ANSWER_WAIT_MS, useAnswerAwaitingBids } from './use-answer-awaiting-bids';

/** Asha leads at 28000 with a maximum of 33000. */
const product = productFixture({ winner: 'asha', price: 28000, bidCount: 1 });
const bid = (seq: number, winner: string, price: number, auto = false): LiveBidEvent => ({
  productId: product._id,
  seq,
  price,
  winner,
  endtime: product.endtime,
  bidCount: seq,
  minNextBid: price + 100,
  auto,
});

function render(username: string | undefined, myMaximum: number | null, shown = product) {
  const applied: LiveBidEvent[] = [];
  const { result } = renderHook(() => useAnswerAwaitingBids({ product: shown, username, myMaximum }, (event) => applied.push(event)));
  return { onBid: (event: LiveBidEvent) => act(() => result.current(event)), applied };
}

describe('useAnswerAwaitingBids', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("When another bid comes below the leader's maximum and the automatic answer follows, then the leader's page only ever shows the answer", () => {
    const { onBid, applied } = render('asha', 33000);
    onBid(bid(2, 'ravi', 28100));
    expect(applied).toEqual([]);
    onBid(bid(3, 'asha', 28200, true));
    act(() => vi.advanceTimersByTime(ANSWER_WAIT_MS));
    expect(applied.map((event) => event.seq)).toEqual([3]);
  });

  it('When no answer follows (the maximum was spent elsewhere), then the bid shows after the wait', () => {
    const { onBid, applied } = render('asha', 33000);
    onBid(bid(2, 'ravi', 28100));
    act(() => vi.advanceTimersByTime(ANSWER_WAIT_MS - 1));
    expect(applied).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(applied.map((event) => event.seq)).toEqual([2]);
  });

  it("When the viewer's own bid is answered at once by another's maximum, then their page never shows them leading", () => {
    const { onBid, applied } = render('ravi', null);
    onBid(bid(2, 'ravi', 28100));
    expect(applied).toEqual([]);
    onBid(bid(3, 'asha', 28200, true));
    act(() => vi.advanceTimersByTime(ANSWER_WAIT_MS));
    expect(applied.map((event) => event.seq)).toEqual([3]);
  });

  it("When the viewer's own bid (sent from another device) comes in the lot's last second, then it shows at once, its moved end with it, before the old end passes", () => {
    const now = Date.now();
    const ending = { ...product, winner: 'asha', endtime: new Date(now + 1000).toISOString(), serverTime: new Date(now).toISOString() };
    const { onBid, applied } = render('ravi', null, ending);
    onBid({ ...bid(2, 'ravi', 28100), endtime: new Date(now + 120_000).toISOString() });
    expect(applied.map((event) => event.seq)).toEqual([2]);
  });

  it("When the viewer's own Buy It Now comes, then it shows at once: nothing can answer a purchase", () => {
    const { onBid, applied } = render('ravi', null);
    onBid({ ...bid(2, 'ravi', 50000), kind: 'buy-now' });
    expect(applied.map((event) => event.seq)).toEqual([2]);
  });

  it("When the viewer's own bid stands, then it shows after the wait (its reply has shown it already)", () => {
    const { onBid, applied } = render('ravi', null);
    onBid(bid(2, 'ravi', 28100));
    act(() => vi.advanceTimersByTime(ANSWER_WAIT_MS));
    expect(applied.map((event) => event.seq)).toEqual([2]);
  });

  it.each([
    ['a bid above the maximum', 'asha', 33000, 33100],
    ['a viewer without a maximum', 'asha', null, 28100],
    ['a viewer who is not leading', 'ravi', 40000, 28100],
    ['a viewer signed out', undefined, null, 28100],
  ] as const)('When it is %s, then the bid shows at once', (_case, username, myMaximum, price) => {
    const { onBid, applied } = render(username, myMaximum);
    onBid(bid(2, 'meera', price));
    expect(applied.map((event) => event.seq)).toEqual([2]);
  });
});
