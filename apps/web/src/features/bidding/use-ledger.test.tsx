import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeServer } from '../../test/fake-server';
import { queryWrapper } from '../../test/query-wrapper';
import { LEDGER_RETRIES, useLedger } from './use-ledger';
import { ledgerQuery } from './bidding-queries';
import { createQueryClient } from '../../lib/query-client';

const row = (seq: number, bidder: string) => ({ seq, bidder, amount: 1000 + 100 * seq, createdAt: '2030-01-01T10:00:00.000Z', prevHash: '0'.repeat(64), hash: String(seq).repeat(64).slice(0, 64), auto: false, kind: 'bid' });
const ledgerOf = (...bids: ReturnType<typeof row>[]): FakeAnswer => ({ status: 200, data: { success: true, productId: 'p1', bids, verified: true } });

/** The history of lot p1 as a page shows it, its first read answered (one bid), the rest from `answers`. */
async function ledgerOnScreen(answers: FakeAnswer[]) {
  fakeServer(() => answers.shift()!);
  const rendered = renderHook(({ bidCount }) => useLedger('p1', bidCount), { initialProps: { bidCount: 1 }, wrapper: queryWrapper() });
  await vi.waitFor(() => expect(rendered.result.current.ledger?.bids).toHaveLength(1));
  return rendered;
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
    const server = fakeServer(() => answers.shift()!);
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
