import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPeerTestApp, createTestApp, type TestApp } from '../support/test-app.js';

// Only the server engine carries events between processes (LISTEN/NOTIFY).
describe('Events one process publishes on a PostgreSQL server', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createPeerTestApp(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  function heardPrices(app: TestApp, productId: string, expected: number) {
    const prices: number[] = [];
    return new Promise<number[]>((resolve) => {
      const stop = app.liveBus.subscribeClosed(productId, ({ price }) => {
        prices.push(price);
        if (prices.length === expected) resolve((stop(), prices));
      });
    });
  }

  it('When a burst is published, then every process hears it in the order it was sent', async () => {
    const productId = randomUUID();
    const sent = Array.from({ length: 200 }, (_, index) => index + 1);
    const heard = [heardPrices(first, productId, sent.length), heardPrices(second, productId, sent.length)];
    for (const price of sent) {
      first.liveBus.publishClosed({ productId, winner: '', price, bidCount: 0, reserveMet: false, endtime: new Date().toISOString() });
    }
    for (const prices of await Promise.all(heard)) expect(prices).toEqual(sent);
  });

  it('When a process stops right after publishing, then the others still hear what it published', async () => {
    const leaving = await createPeerTestApp(first);
    const productId = randomUUID();
    const heard: number[] = [];
    const stop = first.liveBus.subscribeClosed(productId, ({ price }) => heard.push(price));
    const publish = (price: number) =>
      leaving.liveBus.publishClosed({ productId, winner: '', price, bidCount: 0, reserveMet: false, endtime: new Date().toISOString() });
    publish(1);
    await new Promise((resolve) => setImmediate(resolve));
    // Sent while the first is still out: they wait for the next statement.
    publish(2);
    publish(3);
    await leaving.close();
    await vi.waitFor(() => expect(heard).toEqual([1, 2, 3]), { timeout: 10_000 });
    stop();
  });
});
