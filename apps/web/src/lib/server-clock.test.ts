import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { apiClient } from './api-client';
import { noteArrivalsIn, serverReached } from './server-clock';
import { useCountdown } from './use-countdown';

const DEVICE_NOW = Date.parse('2030-01-01T10:00:00.000Z');

describe("Countdowns on the server's clock as measured when a reply arrived", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(DEVICE_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('When a product page is shown again from a reply that arrived 25 s ago (Back, then Forward), then the countdown is not 25 s late', () => {
    const serverTime = '2030-01-01T09:59:35.000Z';
    noteArrivalsIn({ success: true, product: { _id: 'p1', serverTime } }, DEVICE_NOW - 25_000);
    const { result } = renderHook(() => useCountdown('2030-01-01T10:00:20.000Z', serverTime));
    // Drawn as the server drew it (45 s left at its serverTime), then counted on the measured clock.
    expect(result.current).toBe(20_000);
  });

  it('When a list reply carries its serverTime on each product, then every card counts from its arrival', () => {
    const serverTime = '2030-01-01T09:59:40.000Z';
    noteArrivalsIn({ success: true, products: [{ _id: 'a', serverTime }, { _id: 'b', serverTime }] }, DEVICE_NOW - 20_000);
    const { result } = renderHook(() => useCountdown('2030-01-01T10:00:10.000Z', serverTime));
    expect(result.current).toBe(10_000);
  });

  it('When a reply comes through the API client and is drawn 15 s later, then the countdown counts from its arrival', async () => {
    const serverTime = '2030-01-01T10:00:00.000Z';
    fakeServer(() => ({ status: 200, data: { success: true, product: { _id: 'p1', serverTime } } }));
    await apiClient.get('/product/get-product/p1');
    act(() => vi.advanceTimersByTime(15_000));
    const { result } = renderHook(() => useCountdown('2030-01-01T10:01:00.000Z', serverTime));
    expect(result.current).toBe(45_000);
  });

  it('When the page was drawn without a measured arrival, then it counts from the moment it drew the reply, as before', () => {
    const { result } = renderHook(() => useCountdown('2030-01-01T10:00:30.000Z', '2030-01-01T09:59:50.000Z'));
    expect(result.current).toBe(40_000);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(35_000);
  });

  it('When the server closes an auction the countdown still gives seconds to, then it reads as ended', () => {
    const { result } = renderHook(() => useCountdown('2030-01-01T10:00:08.000Z', '2030-01-01T09:59:50.000Z'));
    expect(result.current).toBe(18_000);
    act(() => serverReached('2030-01-01T10:00:08.000Z'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBeLessThanOrEqual(0);
  });
});
