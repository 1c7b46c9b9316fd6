import { act, render, renderHook, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteArrival } from '../../../lib/server-clock';
import { readStoredSession, saveStoredSession } from '../../../lib/session';
import { SESSION_ENDED } from '../../../lib/session-events';
import { appWrapper } from '../../../test/app-wrapper';
import { userFixture } from '../../../test/user-fixture';
import { tokenExpiry } from './use-end-at-expiry';
import { useSession } from './use-session';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A token shaped as the API's: header, claims with `exp` in seconds, signature. */
const tokenExpiringAt = (moment: number) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'u1', exp: Math.floor(moment / 1000) })}.signature`;

describe('tokenExpiry', () => {
  it("reads the moment a token's exp names, and nothing from a token without one", () => {
    expect(tokenExpiry(tokenExpiringAt(Date.UTC(2030, 0, 1)))).toBe(Date.UTC(2030, 0, 1));
    expect(tokenExpiry('token')).toBeUndefined();
    expect(tokenExpiry('a.not-base64-json.c')).toBeUndefined();
    expect(tokenExpiry(`a.${base64url({ exp: 'soon' })}.c`)).toBeUndefined();
  });
});

describe('A session whose token expires while the app is open', () => {
  // The toasts ask whether motion is reduced, which jsdom cannot answer.
  beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('When the stored token has already expired, then the app signs out at once and says why', async () => {
    saveStoredSession({ user: userFixture(), token: tokenExpiringAt(Date.now() - 1_000) });
    render(<Toaster />);
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    expect(await screen.findByText(SESSION_ENDED)).toBeTruthy();
    expect(result.current.session).toBeUndefined();
    expect(readStoredSession()).toBeUndefined();
  });

  it('When the token expires with the tab open, then the user is signed out at that moment, not at their next bid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveStoredSession({ user: userFixture(), token: tokenExpiringAt(Date.now() + 60_000) });
    render(<Toaster />);
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(result.current.session).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(result.current.session).toBeUndefined();
    expect(await screen.findByText(SESSION_ENDED)).toBeTruthy();
  });

  it("When the server's clock is found a little behind the device's after the timer was set, then the session still ends, once the server's clock passes the expiry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    noteArrival(new Date(Date.now()).toISOString(), Date.now());
    try {
      const expiry = Math.ceil(Date.now() / 1000) * 1000 + 60_000;
      saveStoredSession({ user: userFixture(), token: tokenExpiringAt(expiry) });
      render(<Toaster />);
      const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
      await act(() => vi.advanceTimersByTimeAsync(10));
      // A later reply's Date header, to the second, puts the server's clock 900 ms behind.
      noteArrival(new Date(Date.now() - 900).toISOString(), Date.now());
      await act(() => vi.advanceTimersByTimeAsync(expiry - Date.now() + 100));
      expect(result.current.session).toBeDefined();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(result.current.session).toBeUndefined();
    } finally {
      noteArrival(new Date(Date.now() + 1).toISOString(), Date.now());
    }
  });
});
