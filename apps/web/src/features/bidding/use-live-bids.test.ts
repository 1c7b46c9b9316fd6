import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_GRACE_MS } from '../../lib/use-page-in-view';
import { ServerSentEvents, streamsOnFakeTimers } from '../../test/fake-event-source';
import { SILENCE_MS, useLiveBids } from './use-live-bids';

const handlers = { onBid: () => undefined, onClosed: () => undefined, onEdited: () => undefined, onRemoved: () => undefined };
const bid = (seq: number) => ({ productId: 'p1', seq, price: 1000 + 100 * seq, winner: 'ravi', endtime: '2030-01-01T00:00:00.000Z', bidCount: seq, minNextBid: 1100 + 100 * seq });

describe('useLiveBids: a connection that goes silent without closing', () => {
  streamsOnFakeTimers();

  it('When the heartbeat keeps coming, then the page keeps its one stream, which asked for the heartbeat as an event', () => {
    const { result } = renderHook(() => useLiveBids('p1', 3, true, handlers));
    const stream = ServerSentEvents.opened[0]!;
    act(() => stream.connected());
    for (let beat = 0; beat < 4; beat += 1) {
      act(() => vi.advanceTimersByTime(15_000));
      act(() => stream.deliver('ping', ''));
    }
    expect(ServerSentEvents.opened).toHaveLength(1);
    expect(stream.url).toBe('/api/v1/product/p1/live?lastEventId=3&heartbeat=event');
    expect(result.current).toBe('live');
  });

  it('When nothing arrives for two heartbeats, then the page says it is reconnecting and opens a new stream after the last bid it saw', () => {
    const { result } = renderHook(() => useLiveBids('p1', 3, true, handlers));
    const first = ServerSentEvents.opened[0]!;
    act(() => first.connected());
    act(() => first.deliver('bid', bid(4)));
    act(() => vi.advanceTimersByTime(SILENCE_MS - 1));
    expect(ServerSentEvents.opened).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1));
    expect(first.readyState).toBe(ServerSentEvents.CLOSED);
    expect(ServerSentEvents.opened.map((stream) => stream.url)).toEqual([first.url, '/api/v1/product/p1/live?lastEventId=4&heartbeat=event']);
    expect(result.current).toBe('connecting');
    act(() => ServerSentEvents.opened[1]!.connected());
    expect(result.current).toBe('live');
  });
});

describe('useLiveBids: news missed while the connection was down', () => {
  streamsOnFakeTimers();

  it('When a stream reconnects, then the page reads the lot again, since an edit made meanwhile (a moved end) is not replayed; not on the first connection', () => {
    const onEdited = vi.fn();
    renderHook(() => useLiveBids('p1', 3, true, { ...handlers, onEdited }));
    const first = ServerSentEvents.opened[0]!;
    act(() => first.connected());
    expect(onEdited).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(SILENCE_MS));
    act(() => ServerSentEvents.opened[1]!.connected());
    expect(onEdited).toHaveBeenCalledTimes(1);
    expect(onEdited).toHaveBeenCalledWith(undefined);
  });

  it('When the browser reconnects the same stream by itself, then the lot is read again too', () => {
    const onEdited = vi.fn();
    renderHook(() => useLiveBids('p1', 3, true, { ...handlers, onEdited }));
    const stream = ServerSentEvents.opened[0]!;
    act(() => stream.connected());
    act(() => stream.onerror?.());
    act(() => stream.connected());
    expect(onEdited).toHaveBeenCalledTimes(1);
  });
});

describe('useLiveBids: a page out of view', () => {
  streamsOnFakeTimers();
  let state: DocumentVisibilityState = 'visible';
  const show = (next: DocumentVisibilityState) => {
    state = next;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  beforeEach(() => {
    state = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
  });
  afterEach(() => vi.restoreAllMocks());

  it('When the tab stays hidden past the grace, then its stream is let go; shown again, it follows from the last bid seen and reads the lot again', () => {
    const onEdited = vi.fn();
    renderHook(() => useLiveBids('p1', 3, true, { ...handlers, onEdited }));
    const first = ServerSentEvents.opened[0]!;
    act(() => first.connected());
    act(() => first.deliver('bid', bid(4)));

    act(() => show('hidden'));
    act(() => vi.advanceTimersByTime(HIDDEN_GRACE_MS - 1));
    expect(first.readyState).not.toBe(ServerSentEvents.CLOSED);
    act(() => vi.advanceTimersByTime(1));
    expect(first.readyState).toBe(ServerSentEvents.CLOSED);

    act(() => show('visible'));
    expect(ServerSentEvents.opened.at(-1)!.url).toBe('/api/v1/product/p1/live?lastEventId=4&heartbeat=event');
    act(() => ServerSentEvents.opened.at(-1)!.connected());
    expect(onEdited).toHaveBeenCalledWith(undefined);
  });
});
