import { describe, expect, it } from 'vitest';
import { createOrderedNotifier } from './ordered-notifier.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createOrderedNotifier', () => {
  it('sends one statement at a time, gathering what came meanwhile into the next, in order', async () => {
    const statements: string[][] = [];
    let finish = () => {};
    const { notify } = createOrderedNotifier(
      (payloads) => {
        statements.push(payloads);
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => {},
    );
    notify('a');
    await Promise.resolve();
    expect(statements).toEqual([['a']]);
    notify('b');
    notify('c');
    expect(statements).toEqual([['a']]);
    finish();
    await settle();
    expect(statements).toEqual([['a'], ['b', 'c']]);
    finish();
    await settle();
    notify('d');
    await Promise.resolve();
    expect(statements).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('reports a statement that failed with how many it lost, and goes on with the next', async () => {
    const sent: string[][] = [];
    const lost: number[] = [];
    const { notify } = createOrderedNotifier(
      async (payloads) => {
        sent.push(payloads);
        if (payloads.includes('bad')) throw new Error('connection lost');
      },
      (_error, count) => lost.push(count),
    );
    notify('bad');
    await Promise.resolve();
    notify('x');
    notify('y');
    await settle();
    expect(lost).toEqual([1]);
    expect(sent).toEqual([['bad'], ['x', 'y']]);
  });

  it('settles once everything given so far is sent, also after a send that threw at once', async () => {
    const sent: string[] = [];
    const { notify, settled } = createOrderedNotifier(
      (payloads) => {
        if (payloads.includes('bad')) throw new Error('pool is closed');
        return new Promise<void>((resolve) => setTimeout(() => resolve(void sent.push(...payloads)), 5));
      },
      () => {},
    );
    await settled();
    notify('bad');
    await settled();
    notify('a');
    notify('b');
    await settled();
    expect(sent).toEqual(['a', 'b']);
    notify('c');
    await settled();
    expect(sent).toEqual(['a', 'b', 'c']);
  });
});
