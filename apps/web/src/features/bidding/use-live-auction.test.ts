import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveBidEvent } from '@bidhub/contracts';
import { productFixture } from '../../test/product-fixture';
import { useLiveAuction } from './use-live-auction';

/** The browser's EventSource as far as the page uses it, with a way to deliver a server event. */
class ServerSentEvents {
  static opened: ServerSentEvents[] = [];
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    ServerSentEvents.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = ServerSentEvents.CLOSED;
  }
  deliver(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const product = productFixture({ winner: 'asha', price: 28000, bidCount: 1 });
const bid = (seq: number, winner: string, price: number): LiveBidEvent => ({ productId: product._id, seq, price, winner, endtime: product.endtime, bidCount: seq, minNextBid: price + 100 });

describe("useLiveAuction: the leader's page", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ServerSentEvents.opened = [];
    vi.stubGlobal('EventSource', ServerSentEvents);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

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
