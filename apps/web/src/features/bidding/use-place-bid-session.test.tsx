import { act, renderHook } from '@testing-library/react';
import toast, { useToaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../auth';
import { usePlaceBid } from './use-place-bid';
import { SESSION_ENDED } from '../../lib/session-events';
import { readStoredSession, saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { type FakeAnswer, fakeServer } from '../../test/fake-server';
import { userFixture } from '../../test/user-fixture';

const user = userFixture();
const deadToken: FakeAnswer = {
  status: 401,
  data: { success: false, message: 'Session expired, please log in again' },
  headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
};
const otherRefusal: FakeAnswer = { status: 401, data: { success: false, message: 'Sign in required' } };

const visibleToasts = () =>
  renderHook(() => useToaster())
    .result.current.toasts.filter((shown) => shown.visible)
    .map((shown) => shown.message);

function bidWith(answer: FakeAnswer, beforeAnswer: () => void = () => {}) {
  fakeServer(() => {
    beforeAnswer();
    return answer;
  });
  const { result } = renderHook(() => ({ bid: usePlaceBid('p1', () => {}), session: useSession().session }), { wrapper: appWrapper() });
  const send = () => act(() => result.current.bid.placeBid({ price: 1000, winner: 'asha' }));
  return { result, send };
}

describe('A session the server refuses', () => {
  beforeEach(() => saveStoredSession({ user, token: 'old-token' }));
  afterEach(() => {
    act(() => toast.remove());
    localStorage.clear();
  });

  it('When a call is refused with invalid_token, then the user is signed out and told once, why', async () => {
    const { result, send } = bidWith(deadToken);
    expect(result.current.session?.token).toBe('old-token');
    await send();
    expect(readStoredSession()).toBeUndefined();
    expect(result.current.session).toBeUndefined();
    expect(visibleToasts()).toEqual([SESSION_ENDED]);
  });

  it('When a 401 does not say the token is dead, then the session stays and the call says what failed', async () => {
    const { result, send } = bidWith(otherRefusal);
    await send();
    expect(result.current.session?.token).toBe('old-token');
    expect(visibleToasts()).toEqual(['Sign in required']);
  });

  it('When the user signed in afresh while the refused call was out, then the new session stays', async () => {
    const { send } = bidWith(deadToken, () => saveStoredSession({ user, token: 'new-token' }));
    await send();
    expect(readStoredSession()?.token).toBe('new-token');
  });
});

describe('A session the server renews', () => {
  const renewed = (status: number, data: unknown): FakeAnswer => ({ status, data, headers: { 'x-session-token': 'fresh-token' } });
  beforeEach(() => saveStoredSession({ user, token: 'old-token' }));
  afterEach(() => {
    act(() => toast.remove());
    localStorage.clear();
  });

  it('When a reply carries a fresh token, then it replaces the stored one, the next call sends it, and nothing is said', async () => {
    const { result, send } = bidWith(renewed(200, { success: true, message: 'Bid placed' }));
    await send();
    expect(readStoredSession()).toEqual({ user, token: 'fresh-token' });
    expect(result.current.session?.token).toBe('fresh-token');
    expect(visibleToasts()).not.toContain(SESSION_ENDED);
    const next = fakeServer(() => ({ status: 200, data: { success: true } }));
    await act(() => result.current.bid.placeBid({ price: 1100, winner: 'asha' }));
    expect(next.requests[0]?.headers.get('Authorization')).toBe('fresh-token');
  });

  it('When a refusal carries a fresh token, then the session is renewed and the refusal is still told', async () => {
    const { result, send } = bidWith(renewed(400, { success: false, message: 'Bid must be at least Rs. 1100' }));
    await send();
    expect(result.current.session?.token).toBe('fresh-token');
    expect(visibleToasts()).toEqual(['Bid must be at least Rs. 1100']);
  });

  it('When the user signed in afresh while the call was out, then the newer sign-in stays', async () => {
    const { send } = bidWith(renewed(200, { success: true }), () => saveStoredSession({ user, token: 'new-token' }));
    await send();
    expect(readStoredSession()?.token).toBe('new-token');
  });
});
