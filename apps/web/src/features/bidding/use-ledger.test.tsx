import { act, renderHook } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeServer } from '../../test/fake-server';
import { queryWrapper } from '../../test/query-wrapper';
import { LEDGER_RETRIES, useLedger } from './use-ledger';
import { ledgerQuery } from './bidding-queries';
import { createQueryClient } from '../../lib/query-client';

const hashOf = (seq: number) => (seq === 0 ? '0' : String(seq)).repeat(64).slice(0, 64);
const row = (seq: number, bidder: string) => ({ seq, bidder, amount: 1000 + 100 * seq, createdAt: '2030-01-01T10:00:00.000Z', prevHash: hashOf(seq - 1), hash: hashOf(seq), auto: false, kind: 'bid' });
type Row = ReturnType<typeof row>;
/** A ledger reply, newest first as the server sends it. */
const ledgerOf = (...bids: Row[]): FakeAnswer => ({ status: 200, data: { success: true, bids: [...bids].reverse(), verified: true } });

/** Answers a read as the server would: with `?after=n`, only the rows after the nth. */
function asTheServerReads(request: InternalAxiosRequestConfig, answer: FakeAnswer): FakeAnswer {
  const after = (request.params as { after?: number } | undefined)?.after;
  if (answer === 'no-reply' || after === undefined) return answer;
  const { bids } = answer.data as { bids: Row[] };
  return { ...answer, data: { success: true, bids: bids.filter((bid) => bid.seq > after), verified: true } };
}

/** The history of lot p1 as a page shows it, its first read answered (one bid), the rest from `answers`. */
async function ledgerOnScreen(answers: FakeAnswer[]) {
  const server = fakeServer((request) => asTheServerReads(request, answers.shift()!));
  const rendered = renderHook(({ bidCount }) => useLedger('p1', bidCount), { initialProps: { bidCount: 1 }, wrapper: queryWrapper() });
  await vi.waitFor(() => expect(rendered.result.current.ledger?.bids).toHaveLength(1));
  return { ...rendered, server };
}

describe("useLedger: the page's bid history when a load fails", () => {
  it('When the history after a new bid cannot be loaded, even asked again, then the last one loaded stays beside the error, and Try again brings the new one', async () => {
    const answers: FakeAnswer[] = [ledgerOf(row(1, 'asha')), ...Array<FakeAnswer>(LEDGER_RETRIES + 1).fill('no-reply'), ledgerOf(row(1, 'asha'), row(2, 'ravi'))];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result, rerender } = await ledgerOnScreen(answers);

      rerender({ bidCount: 2 });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await vi.waitFor(() => expect(result.current.error).toBe('Could not load the bid history (BidHub cannot be reached: please check your connection)'));
      expect(result.current.ledger?.bids.map((bid) => bid.bidder)).toEqual(['asha']);

      act(() => result.current.retry());
      await vi.waitFor(() => expect(result.current.ledger?.bids).toHaveLength(2));
      expect(result.current.error).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('When one read of the history fails, then it is asked again by itself, without an error on screen', async () => {
    const answers: FakeAnswer[] = [ledgerOf(row(1, 'asha')), 'no-reply', ledgerOf(row(1, 'asha'), row(2, 'ravi'))];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result, rerender } = await ledgerOnScreen(answers);
      rerender({ bidCount: 2 });
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await vi.waitFor(() => expect(result.current.ledger?.bids).toHaveLength(2));
      expect(result.current.error).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useLedger on a busy lot', () => {
  it('When bids arrive faster than the history loads, then it is read again once the last read is in, at the newest count, not once per bid', async () => {
    const bids = [row(1, 'asha'), row(2, 'ravi'), row(3, 'asha'), row(4, 'ravi'), row(5, 'asha')];
    let release: (answer: FakeAnswer) => void = () => {};
    const held = new Promise<FakeAnswer>((resolve) => (release = resolve));
    const answers: (FakeAnswer | Promise<FakeAnswer>)[] = [ledgerOf(bids[0]!), held, ledgerOf(...bids)];
    const server = fakeServer(async (request) => asTheServerReads(request, await answers.shift()!));
    const client = createQueryClient();
    const { result, rerender } = renderHook(({ bidCount }) => useLedger('p1', bidCount), { initialProps: { bidCount: 1 }, wrapper: queryWrapper(client) });
    await vi.waitFor(() => expect(result.current.ledger?.bids).toHaveLength(1));

    rerender({ bidCount: 2 });
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    for (const bidCount of [3, 4, 5]) rerender({ bidCount });
    expect(server.requests).toHaveLength(2);

    release(ledgerOf(bids[0]!, bids[1]!));
    await vi.waitFor(() => expect(result.current.ledger?.bids).toHaveLength(2));
    await vi.waitFor(() => expect(result.current.ledger?.bids).toHaveLength(5), { timeout: 3_000 });
    expect(server.requests).toHaveLength(3);
    // Only the history shown is kept: a copy per count filled a busy lot's tab with hundreds of them.
    await vi.waitFor(() => expect(client.getQueryCache().findAll({ queryKey: ledgerQuery('p1', 0).queryKey.slice(0, -1) })).toHaveLength(1));
  });
});

describe('useLedger reads only what is new', () => {
  const newest = (bids: { seq: number }[] | undefined) => bids?.map((bid) => bid.seq);

  it('When the page holds the history and a bid lands, then only the rows after its newest are asked for, and the whole history shows', async () => {
    const { result, rerender, server } = await ledgerOnScreen([ledgerOf(row(1, 'asha')), ledgerOf(row(1, 'asha'), row(2, 'ravi'), row(3, 'asha'))]);
    rerender({ bidCount: 3 });
    await vi.waitFor(() => expect(newest(result.current.ledger?.bids)).toEqual([3, 2, 1]));
    expect(result.current.ledger?.serverVerified).toBe(true);
    expect(server.requests.map((request) => request.params as unknown)).toEqual([undefined, { after: 1 }]);
  });

  it('When the new rows do not continue the history held, then the whole history is read again and shown', async () => {
    const forged = { ...row(2, 'ravi'), prevHash: hashOf(7) };
    const requests: (number | undefined)[] = [];
    const answers: FakeAnswer[] = [ledgerOf(row(1, 'asha')), ledgerOf(forged), ledgerOf(row(1, 'mallory'), forged)];
    fakeServer((request) => {
      requests.push((request.params as { after?: number } | undefined)?.after);
      return answers.shift()!;
    });
    const { result, rerender } = renderHook(({ bidCount }) => useLedger('p1', bidCount), { initialProps: { bidCount: 1 }, wrapper: queryWrapper() });
    await vi.waitFor(() => expect(result.current.ledger?.bids).toHaveLength(1));
    rerender({ bidCount: 2 });
    await vi.waitFor(() => expect(result.current.ledger?.bids.map((bid) => bid.bidder)).toEqual(['ravi', 'mallory']));
    expect(requests).toEqual([undefined, 1, undefined]);
  });

  it('When the server holds fewer rows than the page (400), then the whole history is read again', async () => {
    const answers: FakeAnswer[] = [ledgerOf(row(1, 'asha'), row(2, 'ravi')), { status: 400, data: { success: false, message: 'after must be at most 1, the length of this ledger' } }, ledgerOf(row(1, 'asha'))];
    fakeServer(() => answers.shift()!);
    const { result, rerender } = renderHook(({ bidCount }) => useLedger('p1', bidCount), { initialProps: { bidCount: 2 }, wrapper: queryWrapper() });
    await vi.waitFor(() => expect(result.current.ledger?.bids).toHaveLength(2));
    rerender({ bidCount: 3 });
    await vi.waitFor(() => expect(newest(result.current.ledger?.bids)).toEqual([1]));
    expect(result.current.error).toBeUndefined();
  });
});
