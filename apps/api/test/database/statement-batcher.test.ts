import { describe, expect, it } from 'vitest';
import { createStatementBatcher, MOST_ITEMS_PER_STATEMENT } from '../../src/db/statement-batcher.js';

/** A stand-in statement that doubles numbers and refuses 13, recording every call it receives; shared ones wait for the gate. */
function doublingStatement() {
  const calls: { kind: 'many' | 'one'; items: number[] }[] = [];
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const double = (item: number) => {
    if (item === 13) throw new Error('13 is refused');
    return item * 2;
  };
  const batcher = createStatementBatcher<number, number>({
    many: async (items) => {
      calls.push({ kind: 'many', items });
      await gate;
      return items.map(double);
    },
    one: async (item) => {
      calls.push({ kind: 'one', items: [item] });
      return double(item);
    },
  });
  return { batcher, calls, openGate };
}

describe('Calls shared by one statement', () => {
  it('When calls are made in the same turn, then one statement serves them all and each caller gets its own answer', async () => {
    const { batcher, calls, openGate } = doublingStatement();
    openGate();

    expect(await Promise.all([batcher(1), batcher(2), batcher(3)])).toEqual([2, 4, 6]);
    expect(calls).toEqual([{ kind: 'many', items: [1, 2, 3] }]);
  });

  it('When a call is made alone, then it runs as the single statement', async () => {
    const { batcher, calls } = doublingStatement();

    expect(await batcher(5)).toBe(10);
    expect(calls).toEqual([{ kind: 'one', items: [5] }]);
  });

  it('When calls arrive while a statement runs, then they wait and share the next one', async () => {
    const { batcher, calls, openGate } = doublingStatement();
    const first = [batcher(1), batcher(2)];
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher(3), batcher(4), batcher(5)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);

    openGate();
    expect(await Promise.all([...first, ...later])).toEqual([2, 4, 6, 8, 10]);
    expect(calls).toEqual([
      { kind: 'many', items: [1, 2] },
      { kind: 'many', items: [3, 4, 5] },
    ]);
  });

  it('When the shared statement fails, then each call runs alone and only the one at fault sees the error', async () => {
    const { batcher, calls, openGate } = doublingStatement();
    openGate();

    const outcomes = await Promise.allSettled([batcher(1), batcher(13), batcher(3)]);

    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message))).toEqual([2, '13 is refused', 6]);
    expect(calls.map((call) => call.kind)).toEqual(['many', 'one', 'one', 'one']);
  });

  it('When more calls wait than one statement takes, then they are split over statements in arrival order', async () => {
    const { batcher, calls, openGate } = doublingStatement();
    openGate();
    const items = Array.from({ length: MOST_ITEMS_PER_STATEMENT + 5 }, (_, index) => index + 100);

    expect(await Promise.all(items.map((item) => batcher(item)))).toEqual(items.map((item) => item * 2));
    expect(calls.map((call) => call.items.length)).toEqual([MOST_ITEMS_PER_STATEMENT, 5]);
    expect(calls.flatMap((call) => call.items)).toEqual(items);
  });
});
