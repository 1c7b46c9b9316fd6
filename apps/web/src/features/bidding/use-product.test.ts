import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { queryWrapper } from '../../test/query-wrapper';
import { useProduct } from './use-product';

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

  it('tells a missing product (404) apart from a failed load', async () => {
    fakeServer((request) =>
      request.url?.includes('gone') ? { status: 404, data: { success: false, message: 'Product not found' } } : { status: 503, data: { success: false, message: 'Try later' } },
    );
    const gone = renderHook(() => useProduct('gone'), { wrapper: queryWrapper() });
    const down = renderHook(() => useProduct('other'), { wrapper: queryWrapper() });
    await waitFor(() => expect(gone.result.current.load.status).toBe('not-found'));
    await waitFor(() => expect(down.result.current.load).toEqual({ status: 'failed', message: 'Try later' }));
  });
});
