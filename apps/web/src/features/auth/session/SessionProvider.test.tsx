import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveStoredSession } from '../../../lib/session';
import { appWrapper } from '../../../test/app-wrapper';
import { userFixture } from '../../../test/user-fixture';
import { useSession } from './use-session';

const hinted = () => ({ cookie: document.cookie.includes('bidhub_signed_in=1'), className: document.documentElement.classList.contains('signed-in') });

describe('The signed-in hint the server lays its first screen out by', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'bidhub_signed_in=; Path=/; Max-Age=0';
    document.documentElement.className = '';
  });

  it('When someone signs in, then the cookie and the page say so; when they sign out, then neither does', () => {
    const { result } = renderHook(() => useSession(), { wrapper: appWrapper() });
    expect(hinted()).toEqual({ cookie: false, className: false });
    act(() => result.current.signIn({ success: true, message: 'Login Successful', user: userFixture(), token: 'token' }));
    expect(hinted()).toEqual({ cookie: true, className: true });
    act(() => result.current.signOut());
    expect(hinted()).toEqual({ cookie: false, className: false });
  });

  it('When the app starts on a session stored before the hint existed, then it is set for the next page', () => {
    saveStoredSession({ user: userFixture(), token: 'token' });
    renderHook(() => useSession(), { wrapper: appWrapper() });
    expect(hinted()).toEqual({ cookie: true, className: true });
  });

  it('When the page was marked signed in but no session is stored (it ended elsewhere), then the mark goes', () => {
    document.cookie = 'bidhub_signed_in=1; Path=/';
    document.documentElement.classList.add('signed-in');
    renderHook(() => useSession(), { wrapper: appWrapper() });
    expect(hinted()).toEqual({ cookie: false, className: false });
  });
});
