import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveBidEvent } from '@bidhub/contracts';
import { ServerSentEvents, streamsOnFakeTimers } from '../../test/fake-event-source';
import { productFixture } from '../../test/product-fixture';
import { useLiveAuction } from './use-live-auction';

const product = productFixture({ winner: 'asha', price: 28000, bidCount: 1 });
const bid = (seq: number, winner: string, price: number): LiveBidEvent => ({ productId: product._id, seq, price, winner, endtime: product.endtime, bidCount: seq, minNextBid: price + 100 });

describe("useLiveAuction: the leader's page", () => {
  streamsOnFakeTimers();

  it('When a bid below their maximum and its automatic answer arrive one after the other, then only the answer is applied to the page', () => {
    const applied: unknown[] = [];
    const handlers = { onBidState: (update: unknown) => applied.push(update), onLiveBid: () => undefined, onEdited: () => undefined, onRemoved: () => undefined };
    renderHook(() => useLiveAuction(product, true, { username: 'asha', myMaximum: 33000 }, handlers));
    const stream = ServerSentEvents.opened[0]!;
    act(() => stream.deliver('bid', bid(2, 'ravi', 28100)));
    act(() => vi.advanceTimersByTime(20));
    act(() => stream.deliver('bid', bid(3, 'asha', 28200)));
    act(() => vi.advanceTimersByTime(5000));
    expect(applied).toEqual([expect.objectContaining({ seq: 3, winner: 'asha' })]);
  });
});
