import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

const DEVICE_NOW = Date.parse('2030-01-01T10:00:00.000Z');

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(DEVICE_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("counts on the server's clock when the device's clock is wrong", () => {
    // The device runs 10 minutes slow: the server says it is already 10:10.
    const { result } = renderHook(() => useCountdown('2030-01-01T10:20:00.000Z', '2030-01-01T10:10:00.000Z'));
    expect(result.current).toBe(10 * 60_000);
  });

  it("takes a newer reply's serverTime, not the first reply's, when it arrives", () => {
    // First shown from a cached reply taken at 09:59:50: 10 s older than the device's now.
    const { result, rerender } = renderHook(({ serverTime }) => useCountdown('2030-01-01T10:00:05.000Z', serverTime), {
      initialProps: { serverTime: '2030-01-01T09:59:50.000Z' },
    });
    expect(result.current).toBe(15_000);
    rerender({ serverTime: '2030-01-01T10:00:00.000Z' });
    expect(result.current).toBe(5_000);
  });

  it('ticks every second', () => {
    const { result } = renderHook(() => useCountdown('2030-01-01T10:00:05.000Z', '2030-01-01T10:00:00.000Z'));
    expect(result.current).toBe(5000);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(2000);
  });

  it('goes to zero and below once the end has passed, so the auction reads as closed', () => {
    const { result } = renderHook(() => useCountdown('2030-01-01T10:00:01.000Z', '2030-01-01T10:00:00.000Z'));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBeLessThanOrEqual(0);
  });

  it('reads as ended on the end itself, not up to a second later, when the page opened between two whole seconds', () => {
    const { result } = renderHook(() => useCountdown('2030-01-01T10:00:02.400Z', '2030-01-01T10:00:00.000Z'));
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe(2000);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toBe(1000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(0);
  });

  it('follows a new end time (an extended auction) without a new server time', () => {
    const { result, rerender } = renderHook(({ endtime }) => useCountdown(endtime, '2030-01-01T10:00:00.000Z'), {
      initialProps: { endtime: '2030-01-01T10:01:00.000Z' },
    });
    rerender({ endtime: '2030-01-01T10:03:00.000Z' });
    expect(result.current).toBe(3 * 60_000);
  });
});
