import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { serverNow } from '../../../lib/server-clock';
import { fakeServer } from '../../../test/fake-server';
import { endTimeProblem } from './end-time-rules';

// Its own file: the clock module's first measurement is what this test is about.
describe("The new-product form's 'in the future' on a page whose replies hold no product", () => {
  afterEach(() => vi.useRealTimers());

  it("When the device runs 5 minutes fast and only replies' Date headers came, then 'now' is the server's, to the second", async () => {
    const serverMoment = new Date(2030, 0, 15, 10, 30, 0);
    vi.useFakeTimers({ now: serverMoment.getTime() + 5 * 60_000 });
    fakeServer(() => ({ status: 200, data: { success: true, categories: [] }, headers: { date: serverMoment.toUTCString() } }));
    await apiClient.get('/category/get-category');
    expect(serverNow().getTime()).toBe(serverMoment.getTime());
    expect(endTimeProblem('2030-01-15T10:33', true)).toBeUndefined();
  });
});
