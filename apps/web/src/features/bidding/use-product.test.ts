import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { queryWrapper } from '../../test/query-wrapper';
import { ENDED_REFRESH_MS, useProduct } from './use-product';

const state = (bidCount: number, price: number) => ({ price, winner: `bidder${bidCount}`, endtime: '2030-01-01T12:00:00.000Z', bidCount, minNextBid: price + 50 });

describe('useProduct', () => {
  it('writes live bid states into the cached product, ignoring one older than what it shows', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1000 }) } }));
    const { result } = renderHook(() => useProduct('brass-telescope'), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.applyBidState(state(3, 1200)));
    act(() => result.current.applyBidState(state(2, 1100)));
    // The cache tells its observers on the next tick.
    await waitFor(() => expect(result.current.load).toMatchObject({ status: 'ready', product: { bidCount: 3, price: 1200, minNextBid: 1250 } }));
  });

  it('When the lot has ended and an admin reopens it, then its page learns so within half a minute, and stops asking once it is open', async () => {
    let product = productFixture({ bidCount: 0, endtime: new Date(Date.now() - 60_000).toISOString(), status: 'closed' });
    const server = fakeServer(() => ({ status: 200, data: { success: true, product: { ...product, serverTime: new Date().toISOString() } } }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHook(() => useProduct('brass-telescope', { followReopening: true }), { wrapper: queryWrapper() });
      await waitFor(() => expect(result.current.load.status).toBe('ready'));
      product = productFixture({ bidCount: 0, endtime: new Date(Date.now() + 3_600_000).toISOString(), status: 'open' });
      await act(() => vi.advanceTimersByTimeAsync(ENDED_REFRESH_MS));
      await waitFor(() => expect(result.current.load).toMatchObject({ status: 'ready', product: { status: 'open' } }));
      const asked = server.requests.length;
      await act(() => vi.advanceTimersByTimeAsync(3 * ENDED_REFRESH_MS));
      expect(server.requests.length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it("When the device's clock runs 5 minutes slow, then a lot the server has ended still has its page ask about a reopening", async () => {
    const serverNow = () => new Date(Date.now() + 5 * 60_000);
    // Ended two minutes ago on the server: three minutes ahead on this device's clock.
    const product = productFixture({ bidCount: 0, endtime: new Date(serverNow().getTime() - 120_000).toISOString(), status: 'closed' });
    const server = fakeServer(() => ({ status: 200, data: { success: true, product: { ...product, serverTime: serverNow().toISOString() } } }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHook(() => useProduct('brass-telescope', { followReopening: true }), { wrapper: queryWrapper() });
      await waitFor(() => expect(result.current.load.status).toBe('ready'));
      await act(() => vi.advanceTimersByTimeAsync(ENDED_REFRESH_MS));
      expect(server.requests.length).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('When reading again a lot on screen meets no network once, then it is asked again by itself; a first load that fails says so at once', async () => {
    const answers: FakeAnswer[] = [{ status: 200, data: { success: true, product: productFixture({ price: 1000 }) } }, 'no-reply', { status: 200, data: { success: true, product: productFixture({ price: 1100 }) } }];
    const server = fakeServer(() => answers.shift() ?? 'no-reply');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHook(() => useProduct('brass-telescope'), { wrapper: queryWrapper() });
      await waitFor(() => expect(result.current.load.status).toBe('ready'));
      act(() => result.current.retry());
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(result.current.load).toMatchObject({ product: { price: 1100 } }));
      expect(server.requests).toHaveLength(3);

      const first = renderHook(() => useProduct('other-lot'), { wrapper: queryWrapper() });
      await waitFor(() => expect(first.result.current.load.status).toBe('failed'));
      expect(server.requests).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a missing product (404) apart from a failed load', async () => {
    fakeServer((request) =>
      request.url?.includes('gone') ? { status: 404, data: { success: false, message: 'Product not found' } } : { status: 503, data: { success: false, message: 'Try later' } },
    );
    const gone = renderHook(() => useProduct('gone'), { wrapper: queryWrapper() });
    const down = renderHook(() => useProduct('other'), { wrapper: queryWrapper() });
    await waitFor(() => expect(gone.result.current.load.status).toBe('not-found'));
    await waitFor(() => expect(down.result.current.load).toEqual({ status: 'failed', message: 'Try later' }));
  });

  it('When the product is read again and answers 404, then it is not found, though an earlier read is in hand, and known as the lot removed', async () => {
    let deleted = false;
    const product = productFixture({ bidCount: 0 });
    fakeServer(() => (deleted ? { status: 404, data: { success: false, message: 'Product not found' } } : { status: 200, data: { success: true, product } }));
    const { result } = renderHook(() => useProduct('brass-telescope'), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    deleted = true;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.load.status).toBe('not-found'));
    expect(result.current.load).toEqual({ status: 'not-found', removed: { _id: product._id, name: product.name, bidCount: 0 } });
  });

  it('When an admin deletes the lot on screen, then the page knows which lot was removed and whether it had bids', async () => {
    let deleted = false;
    const product = productFixture({ bidCount: 3 });
    fakeServer(() => (deleted ? { status: 404, data: { success: false, message: 'Product not found' } } : { status: 200, data: { success: true, product } }));
    const { result } = renderHook(() => useProduct('brass-telescope'), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    deleted = true;
    act(() => result.current.forgetRemoved(product._id));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'not-found', removed: { _id: product._id, name: product.name, bidCount: 3 } }));
  });

  it('When a live bid lands while the product is being asked again, then the reply read before it does not take the price back', async () => {
    let release: () => void = () => {};
    let asked = 0;
    fakeServer(() => {
      asked += 1;
      const reply = { status: 200, data: { success: true, product: productFixture({ bidCount: 1, price: 1000, name: `Brass Telescope ${asked}` }) } };
      return asked === 1 ? reply : new Promise((resolve) => (release = () => resolve(reply)));
    });
    const { result } = renderHook(() => useProduct('brass-telescope'), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.retry());
    await waitFor(() => expect(asked).toBe(2));

    act(() => result.current.applyBidState(state(2, 1100)));
    release();
    // The reply's other fields are news; its bid state is older than the one shown.
    await waitFor(() => expect(result.current.load).toMatchObject({ product: { name: 'Brass Telescope 2' } }));
    expect(result.current.load).toMatchObject({ status: 'ready', product: { bidCount: 2, price: 1100, minNextBid: 1150 } });
  });
});
