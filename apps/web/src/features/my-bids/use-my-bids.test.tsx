import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { userFixture } from '../../test/user-fixture';
import { MY_BIDS_REFRESH_MS, useMyBids } from './use-my-bids';

describe('useMyBids while the Own page shows', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('When ten seconds pass, then it asks again: a bid placed from another device shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveStoredSession({ user: userFixture(), token: 'token' });
    const server = fakeServer(() => ({ status: 200, data: { success: true, bids: [] } }));
    renderHook(() => useMyBids(), { wrapper: appWrapper() });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(MY_BIDS_REFRESH_MS);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
  });
});
