import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@bidhub/contracts';
import { useAuctionSettled } from './use-auction-settled';

const product = { minNextBid: 1050 } as Product;

describe('useAuctionSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('When an ended auction is reopened by an admin after the page gave up waiting, then it is no longer settled', () => {
    const { result, rerender } = renderHook(({ open }) => useAuctionSettled(product, open, () => undefined), { initialProps: { open: true } });
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.settled).toBe(true);
    rerender({ open: true });
    expect(result.current.settled).toBe(false);
  });

  it('When the closed event arrives, then it is settled and the final state is applied', () => {
    const applied = vi.fn();
    const { result } = renderHook(() => useAuctionSettled(product, false, applied));
    act(() => result.current.onClosed({ productId: 'p', winner: 'asha', price: 1200, bidCount: 3, reserveMet: true, endtime: '2030-01-01T10:00:00.000Z' }));
    expect(result.current.settled).toBe(true);
    expect(applied).toHaveBeenCalledWith(expect.objectContaining({ winner: 'asha', price: 1200 }));
  });
});
